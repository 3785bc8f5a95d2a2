//! GitHub Classroom, cloned with `gh classroom clone student-repos`
//! (github/gh-classroom, `cmd/gh-classroom/clone/student-repos/student-repos.go`):
//! every accepted assignment's repository is cloned into
//! `SLUG-submissions/REPOSITORY`, SLUG the assignment's. GitHub Classroom
//! names a student's repository with the assignment's repository prefix
//! and the student's GitHub username (`war-game-alima`; a team's with the
//! team's name), so the username is what follows the prefix the
//! repositories share. Each repository holds its `.git`; a zip committed
//! in it is opened like any other. The clone knows no real names and no
//! lateness.

use std::path::{Path, PathBuf};

use super::root::{Item, Kind, Root};
use super::submission::{Part, Reading, Student, Submission};

/// The folder `gh classroom clone student-repos` clones into ends with it.
const SUFFIX: &str = "-submissions";

/// The repositories among `items` of the folder `dir`, each the
/// submission of the user its name ends with.
pub fn read(root: &Root, dir: &Path, items: Vec<Item>) -> Reading {
    let mut reading = Reading::default();
    let mut repositories = Vec::new();
    for item in items {
        if item.kind == Kind::Folder && root.holds(&item.path, ".git") {
            repositories.push(item);
        } else {
            reading.rest.push(item);
        }
    }
    let names: Vec<&str> = repositories.iter().map(|r| r.name.as_str()).collect();
    let prefix = prefix(dir, &names);
    reading.claimed = repositories.len();
    reading.submissions = repositories
        .into_iter()
        .map(|repository| {
            let user = repository
                .name
                .strip_prefix(&prefix)
                .filter(|user| !user.is_empty())
                .unwrap_or(&repository.name)
                .to_string();
            Submission::single(
                repository.name,
                Student::new(user.clone(), user),
                Part {
                    path: repository.path,
                    dest: PathBuf::new(),
                },
            )
        })
        .collect();
    reading
}

/// The prefix of the repositories' names: the assignment's slug and `-`
/// when the folder is `SLUG-submissions`, else what all the names (two or
/// more) share up to a `-`.
fn prefix(dir: &Path, names: &[&str]) -> String {
    let folder = dir.file_name().map(|n| n.to_string_lossy().into_owned());
    if let Some(slug) = folder.as_deref().and_then(|f| f.strip_suffix(SUFFIX)) {
        if names
            .iter()
            .all(|name| name.starts_with(&format!("{slug}-")))
        {
            return format!("{slug}-");
        }
    }
    let [first, rest @ ..] = names else {
        return String::new();
    };
    if rest.is_empty() {
        return String::new();
    }
    let shared = rest.iter().fold(first.len(), |shared, name| {
        first
            .char_indices()
            .zip(name.chars())
            .take_while(|((at, a), b)| *at < shared && a == b)
            .last()
            .map_or(0, |((at, a), _)| at + a.len_utf8())
    });
    first[..shared]
        .rfind('-')
        .map_or(String::new(), |at| first[..=at].to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_prefix_is_the_slug_or_what_the_names_share() {
        let dir = Path::new("war-game-submissions");
        assert_eq!(
            prefix(dir, &["war-game-alima", "war-game-bchen"]),
            "war-game-"
        );
        let elsewhere = Path::new("clones");
        assert_eq!(
            prefix(elsewhere, &["war-game-alima", "war-game-abe"]),
            "war-game-"
        );
        assert_eq!(prefix(elsewhere, &["war-game-alima"]), "");
        assert_eq!(prefix(elsewhere, &["alima", "bchen"]), "");
        assert_eq!(prefix(dir, &["war-game-alima", "other-bchen"]), "");
        assert_eq!(prefix(elsewhere, &["wär-ä-x", "wär-ö-y"]), "wär-");
    }

    #[test]
    fn repositories_are_told_by_their_git_folder() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let class = dir.path().join("war-game-submissions");
        for repository in ["war-game-alima", "war-game-bchen"] {
            std::fs::create_dir_all(class.join(repository).join(".git")).expect("made");
        }
        std::fs::create_dir_all(class.join("notes")).expect("made");
        let root = Root::Folder(dir.path().to_path_buf());
        let folder = Path::new("war-game-submissions");
        let items = root.items(folder).expect("listed");
        let reading = read(&root, folder, items);
        assert_eq!(reading.claimed, 2);
        let users: Vec<(&str, &str)> = reading
            .submissions
            .iter()
            .map(|s| (s.students[0].name.as_str(), s.name.as_str()))
            .collect();
        assert_eq!(
            users,
            [("alima", "war-game-alima"), ("bchen", "war-game-bchen")]
        );
        assert_eq!(reading.rest.len(), 1);
    }
}
