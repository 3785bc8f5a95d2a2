//! The layout's invariants, checked on the source itself: the modules of
//! the library import each other without a circle, the kit imports nothing
//! above it, the grader only the kit, a game only the kit, the grader and
//! itself, and each binary only the kit, the grader and its own game.
//!
//! Every path a file names (`use crate::war::cards::Card;`,
//! `crate::kit::words::count(...)`, `super::deck::Deck`, and in a binary
//! `war_kata::kit::cli::emit`) is read from its code, comments and unit
//! tests left out, and resolved to the module file it lands in.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A module of the library, as its path from the crate root: `kit::error`,
/// `war::grade`; the root itself is the empty path.
type Module = Vec<String>;

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in fs::read_dir(&dir).expect("a readable folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The module a file of `root` defines: `kit/error.rs` is `kit::error`,
/// `war/grade/mod.rs` is `war::grade`, `lib.rs` and `main.rs` the root.
fn module_of(root: &Path, file: &Path) -> Module {
    let relative = file.strip_prefix(root).expect("a file under the root");
    let mut parts: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// The code of a file: comments and the unit tests at its end left out.
fn code(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    };
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every path that starts with `prefix` (`crate`, `super` or `war_kata`)
/// in `code`, use trees expanded: `crate::{a::b, c}` gives `a::b` and `c`.
/// The paths are given without their prefix.
fn paths_after(code: &str, prefix: &str) -> Vec<Vec<String>> {
    let head = format!("{prefix}::");
    let mut found = Vec::new();
    let bytes = code.as_bytes();
    let mut from = 0;
    while let Some(at) = code[from..].find(&head) {
        let start = from + at;
        from = start + head.len();
        let before = start.checked_sub(1).map(|i| bytes[i]);
        if before.is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b':') {
            continue;
        }
        let mut cursor = from;
        use_tree(code, &mut cursor, Vec::new(), &mut found);
    }
    found
}

/// Reads a use tree at `cursor` (after `prefix::`), adding each full path
/// to `found`.
fn use_tree(code: &str, cursor: &mut usize, mut path: Vec<String>, found: &mut Vec<Vec<String>>) {
    loop {
        skip_space(code, cursor);
        if code[*cursor..].starts_with('{') {
            *cursor += 1;
            loop {
                skip_space(code, cursor);
                if code[*cursor..].starts_with('}') {
                    *cursor += 1;
                    return;
                }
                use_tree(code, cursor, path.clone(), found);
                skip_space(code, cursor);
                if code[*cursor..].starts_with(',') {
                    *cursor += 1;
                }
                if *cursor >= code.len() {
                    return;
                }
            }
        }
        let name: String = code[*cursor..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '*')
            .collect();
        *cursor += name.len();
        if !name.is_empty() && name != "self" && name != "*" {
            path.push(name);
        }
        if code[*cursor..].starts_with("::") {
            *cursor += 2;
            continue;
        }
        // `as alias` and anything else end the path.
        found.push(path);
        let mut after = *cursor;
        skip_space(code, &mut after);
        if code[after..].starts_with("as ") {
            after += 3;
            skip_space(code, &mut after);
            let alias = code[after..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .count();
            *cursor = after + alias;
        }
        return;
    }
}

/// The submodules `code` declares: `mod cards;`, `pub mod grade;`.
fn submodules(code: &str) -> Vec<String> {
    code.lines()
        .filter_map(|line| {
            let line = line.trim();
            let rest = line
                .strip_prefix("pub mod ")
                .or_else(|| line.strip_prefix("pub(crate) mod "))
                .or_else(|| line.strip_prefix("mod "))?;
            rest.strip_suffix(';').map(str::to_string)
        })
        .collect()
}

/// Moves `cursor` past white space.
fn skip_space(code: &str, cursor: &mut usize) {
    while code[*cursor..].starts_with(|c: char| c.is_whitespace()) {
        *cursor += 1;
    }
}

/// The module among `modules` that `path` lands in: the longest one that
/// is a prefix of it.
fn resolve(modules: &BTreeSet<Module>, path: &[String]) -> Module {
    (0..=path.len())
        .rev()
        .map(|len| path[..len].to_vec())
        .find(|prefix| modules.contains(prefix))
        .unwrap_or_default()
}

/// Each module of the tree at `root` and the modules its code names.
fn imports(root: &Path, library_prefix: &str) -> BTreeMap<Module, BTreeSet<Module>> {
    let files = rust_files(root);
    let modules: BTreeSet<Module> = files.iter().map(|f| module_of(root, f)).collect();
    let mut graph = BTreeMap::new();
    for file in &files {
        let module = module_of(root, file);
        let text = code(&fs::read_to_string(file).expect("a readable file"));
        // `super` is the parent module, for `a/b.rs` and `a/b/mod.rs` alike.
        let parent = &module[..module.len().saturating_sub(1)];
        let mut named = BTreeSet::new();
        for path in paths_after(&text, library_prefix) {
            named.insert(resolve(&modules, &path));
        }
        for path in paths_after(&text, "super") {
            let full: Vec<String> = parent.iter().cloned().chain(path).collect();
            named.insert(resolve(&modules, &full));
        }
        // A module names its own submodules without a prefix.
        for child in submodules(&text) {
            for path in paths_after(&text, &child) {
                let full: Vec<String> = module
                    .iter()
                    .cloned()
                    .chain([child.clone()])
                    .chain(path)
                    .collect();
                named.insert(resolve(&modules, &full));
            }
        }
        named.remove(&module);
        graph.insert(module, named);
    }
    graph
}

/// A circle of imports in `graph`, if there is one.
fn find_circle(graph: &BTreeMap<Module, BTreeSet<Module>>) -> Option<Vec<Module>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Open,
        Done,
    }
    fn visit(
        module: &Module,
        graph: &BTreeMap<Module, BTreeSet<Module>>,
        marks: &mut BTreeMap<Module, Mark>,
        stack: &mut Vec<Module>,
    ) -> Option<Vec<Module>> {
        match marks.get(module) {
            Some(Mark::Done) => return None,
            Some(Mark::Open) => {
                let start = stack.iter().position(|m| m == module).unwrap_or(0);
                let mut circle = stack[start..].to_vec();
                circle.push(module.clone());
                return Some(circle);
            }
            None => {}
        }
        marks.insert(module.clone(), Mark::Open);
        stack.push(module.clone());
        for next in graph.get(module).into_iter().flatten() {
            if let Some(circle) = visit(next, graph, marks, stack) {
                return Some(circle);
            }
        }
        stack.pop();
        marks.insert(module.clone(), Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    graph
        .keys()
        .find_map(|module| visit(module, graph, &mut marks, &mut Vec::new()))
}

/// A module path as Rust writes it, `crate` for the root.
fn show(module: &Module) -> String {
    if module.is_empty() {
        "crate".to_string()
    } else {
        module.join("::")
    }
}

/// The library's graph, without the root (`lib.rs` only declares the
/// modules and re-exports War's names).
fn library() -> BTreeMap<Module, BTreeSet<Module>> {
    let mut graph = imports(Path::new("src"), "crate");
    graph.retain(|module, _| !module.is_empty() && module.first().is_some_and(|m| m != "bin"));
    graph
}

/// The layers every game stands on: the kit, and the grader above it.
const LAYERS: [&str; 2] = ["kit", "grade"];

/// The games: every top-level module of the library but the layers.
fn games(graph: &BTreeMap<Module, BTreeSet<Module>>) -> BTreeSet<String> {
    graph
        .keys()
        .filter_map(|module| module.first().cloned())
        .filter(|top| !LAYERS.contains(&top.as_str()))
        .collect()
}

#[test]
fn the_library_has_no_import_circle() {
    let graph = library();
    let module = |path: &str| path.split("::").map(str::to_string).collect::<Module>();
    assert!(
        graph[&module("war::game")].contains(&module("war::rules")),
        "the imports were read: {graph:?}"
    );
    assert!(graph[&module("war::grade")].contains(&module("war::grade::diagnose")));
    if let Some(circle) = find_circle(&graph) {
        let names: Vec<String> = circle.iter().map(show).collect();
        panic!("an import circle: {}", names.join(" -> "));
    }
}

#[test]
fn no_module_imports_through_the_crate_root() {
    for (module, named) in library() {
        assert!(
            !named.contains(&Module::new()),
            "{} names a re-export of the crate root; name the module it lives in",
            show(&module)
        );
    }
}

#[test]
fn the_kit_imports_no_game_and_not_the_grader() {
    let graph = library();
    let games = games(&graph);
    assert!(games.contains("war"), "{games:?}");
    for (module, named) in graph.iter().filter(|(m, _)| m[0] == "kit") {
        for import in named {
            assert!(
                import[0] == "kit",
                "{} imports {}, above the kit",
                show(module),
                show(import)
            );
        }
    }
}

#[test]
fn the_grader_imports_the_kit_and_no_game() {
    let graph = library();
    assert!(
        graph.keys().any(|m| m[0] == "grade"),
        "the grader's modules were read"
    );
    for (module, named) in graph.iter().filter(|(m, _)| m[0] == "grade") {
        for import in named {
            assert!(
                import[0] == "kit" || import[0] == "grade",
                "{} imports {}, which is neither the kit nor the grader",
                show(module),
                show(import)
            );
        }
    }
}

#[test]
fn a_game_imports_only_the_layers_and_itself() {
    let graph = library();
    let games = games(&graph);
    for (module, named) in graph.iter().filter(|(m, _)| games.contains(&m[0])) {
        for import in named {
            assert!(
                LAYERS.contains(&import[0].as_str()) || import[0] == module[0],
                "{} imports {}, which is neither a layer (the kit, the grader) nor its own game",
                show(module),
                show(import)
            );
        }
    }
}

#[test]
fn each_binary_imports_only_the_layers_and_its_own_game() {
    let library = library();
    let games = games(&library);
    let modules: BTreeSet<Module> = library.keys().cloned().collect();
    let mut binaries = 0;
    for entry in fs::read_dir("src/bin").expect("src/bin") {
        let dir = entry.expect("an entry").path();
        let game = dir
            .file_name()
            .expect("a name")
            .to_string_lossy()
            .into_owned();
        assert!(games.contains(&game), "src/bin/{game} is no game's binary");
        binaries += 1;
        for file in rust_files(&dir) {
            let text = code(&fs::read_to_string(&file).expect("a readable file"));
            for path in paths_after(&text, "war_kata") {
                let target = resolve(&modules, &path);
                // The root re-exports War's names, for War's binary.
                let allowed = match target.first() {
                    None => game == "war",
                    Some(top) => LAYERS.contains(&top.as_str()) || *top == game,
                };
                assert!(
                    allowed,
                    "{} names war_kata::{}",
                    file.display(),
                    path.join("::")
                );
            }
        }
        let graph = imports(&dir, "crate");
        if let Some(circle) = find_circle(&graph) {
            let names: Vec<String> = circle.iter().map(show).collect();
            panic!(
                "an import circle in {}: {}",
                dir.display(),
                names.join(" -> ")
            );
        }
    }
    assert!(binaries >= 1);
}

#[test]
fn the_reader_of_paths_expands_use_trees() {
    let code = "use crate::{kit::error::{Error, ErrorKind}, war::cards::Card as C};\nlet x = crate::kit::words::count(1, \"a\");\nuse super::deck::*;";
    let found = paths_after(code, "crate");
    let names: Vec<String> = found.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        names,
        [
            "kit::error::Error",
            "kit::error::ErrorKind",
            "war::cards::Card",
            "kit::words::count"
        ]
    );
    assert_eq!(paths_after(code, "super"), [vec!["deck".to_string()]]);
}

#[test]
fn a_circle_is_found() {
    let module = |name: &str| vec![name.to_string()];
    let mut graph = BTreeMap::new();
    graph.insert(module("a"), BTreeSet::from([module("b")]));
    graph.insert(module("b"), BTreeSet::from([module("c")]));
    graph.insert(module("c"), BTreeSet::from([module("a")]));
    let circle = find_circle(&graph).expect("a circle");
    assert_eq!(circle.first(), circle.last());
    assert_eq!(circle.len(), 4);
    graph.insert(module("c"), BTreeSet::new());
    assert_eq!(find_circle(&graph), None);
}

/// The one file that may start a process on a student's files: a runtime
/// (`java`, `javac`, `python3`) is started nowhere else.
const LAUNCH: &str = "src/kit/confine/launch.rs";

/// The places of `code` (a file's text) that start one of the runtimes by
/// name, or one of the commands that would find and run them: `Command::new`
/// given `"java"`, `"javac"` or `"python3"` (or `python`, `sh`, `bash`
/// running one), each as `LINE: TEXT`.
fn runtime_starts(code: &str) -> Vec<String> {
    let starts = [
        "Command::new(\"java\")",
        "Command::new(\"javac\")",
        "Command::new(\"python3\")",
        "Command::new(\"python\")",
    ];
    code.lines()
        .enumerate()
        .filter(|(_, line)| {
            let compact: String = line.split_whitespace().collect();
            starts.iter().any(|start| compact.contains(start))
        })
        .map(|(number, line)| format!("{}: {}", number + 1, line.trim()))
        .collect()
}

#[test]
fn only_the_launcher_starts_a_runtime() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    for file in rust_files(&root.join("src")) {
        let relative = file.strip_prefix(root).expect("under the root");
        if relative == Path::new(LAUNCH) {
            continue;
        }
        let text = fs::read_to_string(&file).expect("a source file");
        for start in runtime_starts(&code(&text)) {
            found.push(format!("{}:{start}", relative.display()));
        }
    }
    assert!(
        found.is_empty(),
        "a runtime is started outside {LAUNCH}, unconfined: {found:#?}"
    );
    let launch = fs::read_to_string(root.join(LAUNCH)).expect("the launcher");
    assert!(
        launch.contains("pub struct Launcher"),
        "{LAUNCH} holds the Launcher"
    );
}

#[test]
fn a_runtime_started_by_name_is_found() {
    let code = "let mut javac = Command::new(\"javac\");\nlet x = Command::new( \"python3\" );\nCommand::new(program)";
    assert_eq!(
        runtime_starts(code),
        [
            "1: let mut javac = Command::new(\"javac\");",
            "2: let x = Command::new( \"python3\" );"
        ]
    );
}
