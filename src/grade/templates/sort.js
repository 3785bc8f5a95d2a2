// Sorts a table.sortable by a column when its header is pressed: a button
// is put in each header, and aria-sort says the order. The page reads in
// full without it; rows keep the summary's order until a header is pressed.
(function () {
  function key(cell) {
    var value = cell.getAttribute("data-sort");
    return value === null ? cell.textContent.trim().toLowerCase() : Number(value);
  }
  function compare(a, b) {
    if (typeof a === "number" && typeof b === "number") {
      return a - b;
    }
    return String(a).localeCompare(String(b));
  }
  var tables = document.querySelectorAll("table.sortable");
  Array.prototype.forEach.call(tables, function (table) {
    var headers = table.tHead.rows[0].cells;
    Array.prototype.forEach.call(headers, function (header, column) {
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = header.textContent;
      header.textContent = "";
      header.appendChild(button);
      button.addEventListener("click", function () {
        var ascending = header.getAttribute("aria-sort") !== "ascending";
        Array.prototype.forEach.call(headers, function (other) {
          other.removeAttribute("aria-sort");
        });
        header.setAttribute("aria-sort", ascending ? "ascending" : "descending");
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var order = compare(key(a.cells[column]), key(b.cells[column]));
          return ascending ? order : -order;
        });
        rows.forEach(function (row) {
          body.appendChild(row);
        });
      });
    });
    table.setAttribute("data-sorting", "ready");
  });
})();
