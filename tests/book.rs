//! The manual holds together: every page of the book (`book/src`) is in its
//! table of contents and every entry of the table is a page; and every
//! link between the README, `ARCHITECTURE.md` and the book's pages leads
//! to a file that exists, and to a heading of that file when it names one.
//! `mdbook build` (in `.ci/run`) renders the book but does not check its
//! links: this test does.

use std::collections::BTreeSet;
use std::path::{Component, Path, PathBuf};

/// The repository's root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The book's sources.
fn src() -> PathBuf {
    root().join("book/src")
}

/// Every file under `folder`, as paths from `folder`, in name order.
fn files_under(folder: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![folder.to_path_buf()];
    while let Some(current) = folders.pop() {
        for entry in std::fs::read_dir(&current).expect("a readable folder") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                folders.push(path);
            } else {
                found.push(path.strip_prefix(folder).expect("under it").to_path_buf());
            }
        }
    }
    found.sort();
    found
}

/// The Markdown pages checked: the README, `ARCHITECTURE.md` and every
/// page of the book, as paths from the root.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![PathBuf::from("README.md"), PathBuf::from("ARCHITECTURE.md")];
    pages.extend(
        files_under(&src())
            .into_iter()
            .filter(|path| path.extension().is_some_and(|e| e == "md"))
            .map(|path| Path::new("book/src").join(path)),
    );
    pages
}

/// The lines of `text` outside fenced code blocks, with their numbers
/// from 1.
fn prose(text: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    let mut lines = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            lines.push((index + 1, line));
        }
    }
    lines
}

/// The targets of the inline links and images of `line`, `[text](target)`
/// and `![alt](target)`, leaving out code spans.
fn link_targets(line: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut in_code = false;
    let bytes = line.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'`' => in_code = !in_code,
            b']' if !in_code && bytes.get(i + 1) == Some(&b'(') => {
                let rest = &line[i + 2..];
                if let Some(end) = rest.find(')') {
                    targets.push(rest[..end].to_string());
                    i += end + 2;
                }
            }
            _ => {}
        }
        i += 1;
    }
    targets
}

/// The anchor mdBook (and GitHub) gives a heading: its text lowercased,
/// letters, digits, `_` and `-` kept, spaces made `-`, the rest dropped;
/// a link in the heading counts by its text.
fn anchor(heading: &str) -> String {
    let mut text = String::new();
    let mut rest = heading;
    while let Some(open) = rest.find('[') {
        text.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match (after.find("]("), after.find(')')) {
            (Some(close), Some(end)) if close < end => {
                text.push_str(&after[..close]);
                rest = &after[end + 1..];
            }
            _ => {
                text.push('[');
                rest = after;
            }
        }
    }
    text.push_str(rest);
    text.chars()
        .filter_map(|c| match c {
            c if c.is_alphanumeric() || c == '_' || c == '-' => Some(c.to_ascii_lowercase()),
            c if c.is_whitespace() => Some('-'),
            _ => None,
        })
        .collect()
}

/// The anchors of the headings of a Markdown file.
fn anchors(text: &str) -> BTreeSet<String> {
    prose(text)
        .into_iter()
        .filter_map(|(_, line)| {
            let hashes = line.chars().take_while(|&c| c == '#').count();
            let heading = line.get(hashes..)?.strip_prefix(' ')?;
            (hashes > 0).then(|| anchor(heading.trim()))
        })
        .collect()
}

/// `path` with its `.` and `..` worked out, or `None` when it climbs out
/// of the root.
fn normal(path: &Path) -> Option<PathBuf> {
    let mut parts: Vec<Component> = Vec::new();
    for part in path.components() {
        match part {
            Component::CurDir => {}
            Component::ParentDir => {
                parts.pop()?;
            }
            other => parts.push(other),
        }
    }
    Some(parts.iter().collect())
}

/// What is wrong with the link `target` on `page` (a path from the root),
/// if anything: a file that does not exist, a heading that is not in it, a
/// link out of the book from one of its pages.
fn broken(page: &Path, target: &str) -> Option<String> {
    if target.contains("://") || target.starts_with("mailto:") {
        return None;
    }
    let (file, heading) = target.split_once('#').unwrap_or((target, ""));
    let folder = page.parent().expect("a page is in a folder");
    let Some(linked) = (if file.is_empty() {
        Some(page.to_path_buf())
    } else {
        normal(&folder.join(file))
    }) else {
        return Some(format!("{target} climbs out of the repository"));
    };
    if page.starts_with("book/src") && !linked.starts_with("book/src") {
        return Some(format!(
            "{target} leads out of the book, which a reader of the built book cannot follow: \
             name the file as `{}` instead",
            linked.display()
        ));
    }
    let path = root().join(&linked);
    if !path.is_file() {
        return Some(format!("{target}: there is no file {}", linked.display()));
    }
    if heading.is_empty() {
        return None;
    }
    let text = std::fs::read_to_string(&path).expect("a linked page is text");
    (!anchors(&text).contains(heading))
        .then(|| format!("{target}: {} has no heading #{heading}", linked.display()))
}

/// The pages the table of contents lists, as paths from `book/src`.
fn summary_entries() -> Vec<PathBuf> {
    let summary = std::fs::read_to_string(src().join("SUMMARY.md")).expect("SUMMARY.md");
    prose(&summary)
        .into_iter()
        .flat_map(|(_, line)| link_targets(line))
        .map(PathBuf::from)
        .collect()
}

#[test]
fn every_link_of_the_manual_leads_somewhere() {
    let mut problems = Vec::new();
    let mut links = 0;
    for page in pages() {
        let text = std::fs::read_to_string(root().join(&page)).expect("a page is text");
        for (line, content) in prose(&text) {
            for target in link_targets(content) {
                links += 1;
                if let Some(problem) = broken(&page, &target) {
                    problems.push(format!("{}:{line}: {problem}", page.display()));
                }
            }
        }
    }
    assert!(links > 50, "the links were found: {links}");
    assert!(
        problems.is_empty(),
        "broken links:\n{}",
        problems.join("\n")
    );
}

#[test]
fn every_page_of_the_book_is_in_its_table_of_contents() {
    let entries = summary_entries();
    let listed: BTreeSet<&PathBuf> = entries.iter().collect();
    assert_eq!(listed.len(), entries.len(), "a page is listed twice");
    let pages: BTreeSet<PathBuf> = files_under(&src())
        .into_iter()
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .filter(|path| path != Path::new("SUMMARY.md"))
        .collect();
    let unlisted: Vec<_> = pages.iter().filter(|p| !listed.contains(p)).collect();
    assert!(unlisted.is_empty(), "pages not in SUMMARY.md: {unlisted:?}");
    let missing: Vec<_> = listed.iter().filter(|p| !pages.contains(**p)).collect();
    assert!(
        missing.is_empty(),
        "SUMMARY.md lists missing pages: {missing:?}"
    );
}

#[test]
fn the_readme_fits_on_a_few_screens() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let lines = readme.lines().count();
    assert!(
        lines <= 250,
        "README.md has {lines} lines: it is the front door, the rest goes into the book"
    );
}

#[test]
fn a_heading_gets_the_anchor_mdbook_gives_it() {
    // Anchors as mdBook 0.5 wrote them into the built pages.
    assert_eq!(
        anchor("Grading a whole class: `war grade-all SUBMISSIONS --out DIR`"),
        "grading-a-whole-class-war-grade-all-submissions---out-dir"
    );
    assert_eq!(
        anchor("`war fixtures list|show ID|write DIR`"),
        "war-fixtures-listshow-idwrite-dir"
    );
    assert_eq!(
        anchor("Exercism's canonical data"),
        "exercisms-canonical-data"
    );
    assert_eq!(
        link_targets("see [a](x.md#b) and `[c](d)` and ![e](f.svg)"),
        ["x.md#b", "f.svg"]
    );
}
