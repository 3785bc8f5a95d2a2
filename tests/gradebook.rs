//! Grades back into each system: a made-up gradebook of each system, as
//! the teacher exports it before grading (its encoding, separator, quoting
//! and line ends as the system writes them), filled with the scores of a
//! made-up class (`war_kata::kit::gradebook` cites each format's source),
//! and the import file compared with the gradebook cell by cell: only the
//! assignment's column of the students' rows changes, to each score scaled
//! to the maximum the gradebook states; everything else, and every byte
//! of the encoding, stays. Then what is refused: a name two rows share,
//! a column that cannot be told, a gradebook of another class, a file
//! that is no gradebook. Last, a graded class written back: Sakai's
//! import file and its "Upload All" zip, Moodle's feedback zip, and none
//! for a system that takes no feedback files.

use std::fs;
use std::path::{Path, PathBuf};

use war_kata::kit::class::{read, Class, Layout};
use war_kata::kit::error::ErrorKind;
use war_kata::kit::gradebook::{fill, write_back, Gradebook, Graded, Score};

/// The cases a port is graded on in these made-up classes.
const CASES: usize = 34;

/// A score of `earned` of the 34 cases.
fn score(name: &str, id: &str, group: &str, earned: usize) -> Score {
    Score {
        id: id.to_string(),
        name: name.to_string(),
        group: group.to_string(),
        earned,
        possible: CASES,
    }
}

/// Reads CSV text separated by `separator` as RFC 4180 writes it, quotes
/// and all, into its cells' texts; a line end is `\n` or `\r\n`.
fn cells(text: &str, separator: char) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let mut row = Vec::new();
    let mut cell = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                cell.push('"');
                chars.next();
            }
            (true, '"') => quoted = false,
            (true, c) => cell.push(c),
            (false, '"') => quoted = true,
            (false, '\r') => {}
            (false, '\n') => {
                row.push(std::mem::take(&mut cell));
                rows.push(std::mem::take(&mut row));
            }
            (false, c) if c == separator => row.push(std::mem::take(&mut cell)),
            (false, c) => cell.push(c),
        }
    }
    if !cell.is_empty() || !row.is_empty() {
        row.push(cell);
        rows.push(row);
    }
    rows
}

/// A gradebook as a system writes it: its text, how it is encoded, what
/// separates its cells.
struct Export {
    file: &'static str,
    text: String,
    utf16: bool,
    bom: bool,
    separator: char,
}

impl Export {
    /// Its bytes, encoded as the system encodes it.
    fn bytes(&self) -> Vec<u8> {
        match (self.utf16, self.bom) {
            (true, _) => [0xFF, 0xFE]
                .into_iter()
                .chain(self.text.encode_utf16().flat_map(u16::to_le_bytes))
                .collect(),
            (false, true) => [0xEF, 0xBB, 0xBF]
                .into_iter()
                .chain(self.text.bytes())
                .collect(),
            (false, false) => self.text.as_bytes().to_vec(),
        }
    }

    /// The text of `bytes` encoded as this gradebook is, its byte-order
    /// mark checked and taken off.
    fn text_of(&self, bytes: &[u8]) -> String {
        if self.utf16 {
            assert_eq!(
                &bytes[..2],
                [0xFF, 0xFE],
                "{}: its byte-order mark",
                self.file
            );
            let units: Vec<u16> = bytes[2..]
                .chunks_exact(2)
                .map(|p| u16::from_le_bytes([p[0], p[1]]))
                .collect();
            return String::from_utf16(&units).expect("UTF-16");
        }
        let text = String::from_utf8(bytes.to_vec()).expect("UTF-8");
        match self.bom {
            true => text
                .strip_prefix('\u{feff}')
                .unwrap_or_else(|| panic!("{}: its byte-order mark is kept", self.file))
                .to_string(),
            false => {
                assert!(
                    !text.starts_with('\u{feff}'),
                    "{}: no mark added",
                    self.file
                );
                text
            }
        }
    }

    /// Writes it into `dir` and returns its path.
    fn write(&self, dir: &Path) -> PathBuf {
        let path = dir.join(self.file);
        fs::write(&path, self.bytes()).expect("written");
        path
    }
}

/// Fills `export` with `scores` and checks the import file cell by cell:
/// the cells of `column` in the rows `expected` names (row and value) are
/// the expected values, every other cell is as exported; its line ends
/// and encoding are the export's. Returns the notes.
fn round_trip(
    export: &Export,
    name: Option<&str>,
    scores: &[Score],
    column: usize,
    expected: &[(usize, &str)],
) -> Vec<String> {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = export.write(dir.path());
    let filled = fill(&path, name, scores).unwrap_or_else(|e| panic!("{}: {e}", export.file));
    assert_eq!(filled.file_name, format!("import-{}", export.file));
    let before = cells(&export.text, export.separator);
    let text = export.text_of(&filled.bytes);
    let after = cells(&text, export.separator);
    assert_eq!(after.len(), before.len(), "{}: as many rows", export.file);
    for (r, (old, new)) in before.iter().zip(&after).enumerate() {
        assert_eq!(
            new.len(),
            old.len(),
            "{}: row {r} as many cells",
            export.file
        );
        for (c, (was, is)) in old.iter().zip(new).enumerate() {
            let changed = expected.iter().find(|(row, _)| *row == r && c == column);
            match changed {
                Some((_, value)) => assert_eq!(is, value, "{}: row {r}", export.file),
                None => assert_eq!(is, was, "{}: row {r} cell {c} unchanged", export.file),
            }
        }
    }
    assert_eq!(
        text.matches("\r\n").count(),
        export.text.matches("\r\n").count(),
        "{}: its line ends",
        export.file
    );
    filled.notes
}

/// The class of the round trips: three students graded, one of them
/// without a row in the gradebook; ids as `id` gives each system's.
fn class(id: impl Fn(&str) -> String) -> Vec<Score> {
    vec![
        score("Ana Lima", &id("ana"), "", 34),
        score("Bo Chen", &id("bo"), "", 12),
        score("Cy D\u{ed}az", &id("cy"), "", 0),
        score("Eve Stray", &id("eve"), "", 34),
    ]
}

#[test]
fn moodle_s_grading_worksheet_is_filled_by_participant_out_of_each_row_s_maximum() {
    let export = Export {
        file: "Grades-CS121-War-88231.csv",
        text: concat!(
            "Identifier,\"Full name\",\"Email address\",Status,Grade,\"Maximum Grade\",\"Grade can be changed\",\"Last modified (submission)\",\"Last modified (grade)\",\"Feedback comments\"\n",
            "\"Participant 5571201\",\"Ana Lima\",ana@example.edu,\"Submitted for grading\",,100.00,Yes,\"Thursday, 21 November 2019, 2:10 PM\",-,\n",
            "\"Participant 5571202\",\"Bo Chen\",bo@example.edu,\"Submitted for grading\",,100.00,Yes,\"Thursday, 21 November 2019, 8:00 PM\",-,\n",
            "\"Participant 5571203\",\"Cy D\u{ed}az\",cy@example.edu,\"Submitted for grading\",,100.00,Yes,\"Friday, 22 November 2019, 8:30 AM\",-,\n",
            "\"Participant 5571204\",\"Dee Evans\",dee@example.edu,\"No submission\",,100.00,Yes,-,-,\n",
        )
        .to_string(),
        utf16: false,
        bom: false,
        separator: ',',
    };
    let ids = |who: &str| {
        match who {
            "ana" => "5571201",
            "bo" => "5571202",
            "cy" => "5571203",
            _ => "5571299",
        }
        .to_string()
    };
    // 34 of 34 is 100 of 100; 12 of 34 is 35.29; Dee Evans handed nothing in.
    let notes = round_trip(
        &export,
        None,
        &class(ids),
        4,
        &[(1, "100"), (2, "35.29"), (3, "0"), (4, "0")],
    );
    assert_eq!(
        notes,
        [
            "Moodle's grading worksheet: the column Grade filled for 4 students, scaled to each row's maximum",
            "1 student of the gradebook has no submission, given 0: Dee Evans (Participant 5571204)",
            "1 student graded has no row in the gradebook, nothing written for them: Eve Stray (5571299)",
        ]
    );
}

#[test]
fn canvas_s_gradebook_export_is_filled_by_user_id_out_of_its_points_possible() {
    let export = Export {
        file: "2019-11-25T1200_Grades-CS121.csv",
        text: concat!(
            "Student,ID,SIS User ID,SIS Login ID,Section,Homework 3 (810),War Simulation (812),Current Points,Final Points,Current Score,Unposted Current Score,Final Score,Unposted Final Score\n",
            "    Points Possible,,,,,10,50,(read only),(read only),(read only),(read only),(read only),(read only)\n",
            "\"Lima, Ana\",104201,S104201,alima,CS121-01,9,,9,9,90,90,18,18\n",
            "\"Chen, Bo\",104202,S104202,bchen,CS121-01,7,,7,7,70,70,14,14\n",
            "\"D\u{ed}az, Cy\",104203,S104203,cdiaz,CS121-01,10,,10,10,100,100,20,20\n",
            "\"Student, Test\",104299,,,CS121-01,,,,,,,,\n",
        )
        .to_string(),
        utf16: false,
        bom: true,
        separator: ',',
    };
    let ids = |who: &str| {
        match who {
            "ana" => "104201",
            "bo" => "104202",
            "cy" => "104203",
            _ => "104250",
        }
        .to_string()
    };
    // 50 points possible: 50, 12/34 of 50 = 17.65, 0; Canvas's test
    // student handed nothing in.
    let notes = round_trip(
        &export,
        None,
        &class(ids),
        6,
        &[(2, "50"), (3, "17.65"), (4, "0"), (5, "0")],
    );
    assert_eq!(
        notes[..2],
        [
            "Canvas's gradebook export: the column War Simulation (812) filled for 4 students, scaled to its 50 points",
            "1 student of the gradebook has no submission, given 0: Student, Test (104299)",
        ]
    );
}

#[test]
fn canvas_with_semicolons_writes_a_decimal_comma() {
    let export = Export {
        file: "grades.csv",
        text: concat!(
            "Student;ID;SIS User ID;SIS Login ID;Section;War Simulation (812)\n",
            "    Points Possible;;;;;7,5\n",
            "\"Lima, Ana\";104201;;alima;CS121-01;\n",
        )
        .to_string(),
        utf16: false,
        bom: false,
        separator: ';',
    };
    let scores = [score("limaana", "104201", "", 12)];
    // 12/34 of 7.5 is 2.647...
    round_trip(&export, None, &scores, 5, &[(2, "2,65")]);
}

#[test]
fn blackboard_s_grade_center_download_is_filled_by_username_in_utf_16_with_tabs() {
    let row = |cells: &[&str]| {
        let quoted: Vec<String> = cells.iter().map(|c| format!("\"{c}\"")).collect();
        format!("{}\r\n", quoted.join("\t"))
    };
    let text = [
        row(&[
            "Last Name",
            "First Name",
            "Username",
            "Student ID",
            "Last Access",
            "Availability",
            "Weighted Total [Total Pts: up to 0 Percentage] |1230",
            "Total [Total Pts: up to 44 Score] |1231",
            "Quiz 1 [Total Pts: 10 Score] |1232",
            "War Simulation [Total Pts: 34 Score] |1236",
        ]),
        row(&[
            "Lima",
            "Ana",
            "alima",
            "5571201",
            "2019-11-21 14:10:00",
            "Yes",
            "",
            "",
            "9.00",
            "",
        ]),
        row(&[
            "Chen",
            "Bo",
            "bchen",
            "5571202",
            "2019-11-21 20:00:00",
            "Yes",
            "",
            "",
            "7.00",
            "",
        ]),
        row(&[
            "D\u{ed}az",
            "Cy",
            "c_diaz",
            "5571203",
            "2019-11-22 08:30:00",
            "Yes",
            "",
            "",
            "10.00",
            "",
        ]),
        row(&[
            "Evans", "Dee", "devans", "5571204", "", "Yes", "", "", "", "",
        ]),
    ]
    .concat();
    let export = Export {
        file: "gc_CS121_fullgc_2019-11-25-12-00-00.xls",
        text,
        utf16: true,
        bom: true,
        separator: '\t',
    };
    let ids = |who: &str| {
        match who {
            "ana" => "alima",
            "bo" => "bchen",
            "cy" => "c_diaz",
            _ => "estray",
        }
        .to_string()
    };
    // 34 points: the cases passed.
    let notes = round_trip(
        &export,
        None,
        &class(ids),
        9,
        &[(1, "34"), (2, "12"), (3, "0"), (4, "0")],
    );
    assert_eq!(
        notes[0],
        "Blackboard's Grade Center download: the column War Simulation [Total Pts: 34 Score] |1236 filled for 4 students, scaled to its 34 points"
    );
    // Every cell stays quoted, as Blackboard wrote it.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let filled = fill(&export.write(dir.path()), None, &class(ids)).expect("filled");
    assert!(export
        .text_of(&filled.bytes)
        .contains("\"9.00\"\t\"34\"\r\n"));
}

#[test]
fn brightspace_s_grades_export_is_filled_by_name_out_of_max_points() {
    let export = Export {
        file: "CS121_GradesExport_2019-11-25-12-00.csv",
        text: concat!(
            "OrgDefinedId,Username,Last Name,First Name,Email,War Simulation Points Grade <Numeric MaxPoints:20 Weight:10 Category:Homework CategoryWeight:40>,Homework 3 Points Grade <Numeric MaxPoints:10>,End-of-Line Indicator\r\n",
            "#100001,#alima,Lima,Ana,ana@example.edu,,8,#\r\n",
            "#100002,#bchen,Chen,Bo,bo@example.edu,,7,#\r\n",
            "#100003,#cdiaz,D\u{ed}az,Cy,cy@example.edu,,10,#\r\n",
            "#100004,#hvdberg,van der Berg,Hugo,hugo@example.edu,,9,#\r\n",
            "#100005,#jbmv,Moreau-Villeneuve,Jean-Baptiste,jb@example.edu,,9,#\r\n",
            "#100006,#devans,Evans,Dee,dee@example.edu,,,#\r\n",
            "#\r\n",
        )
        .to_string(),
        utf16: false,
        bom: false,
        separator: ',',
    };
    // Brightspace's download carries its own numbers, which the export
    // does not hold: names match, in any case and spacing.
    let mut scores = class(|who| format!("1169{}", who.len()));
    scores.push(score("Hugo van der Berg", "11701", "", 17));
    scores.push(score("JEAN-BAPTISTE  Moreau-Villeneuve", "11702", "", 34));
    // 20 points: 20, 12/34 of 20 = 7.06, 0, 17/34 of 20 = 10, 20.
    let notes = round_trip(
        &export,
        None,
        &scores,
        5,
        &[
            (1, "20"),
            (2, "7.06"),
            (3, "0"),
            (4, "10"),
            (5, "20"),
            (6, "0"),
        ],
    );
    assert_eq!(
        notes,
        [
            "Brightspace's grades export: the column War Simulation Points Grade <Numeric MaxPoints:20 Weight:10 Category:Homework CategoryWeight:40> filled for 6 students, scaled to its 20 points",
            "1 student of the gradebook has no submission, given 0: Dee Evans",
            "1 student graded has no row in the gradebook, nothing written for them: Eve Stray (11693)",
        ]
    );
}

#[test]
fn sakai_s_grades_csv_is_filled_by_eid_or_group_with_the_cases_passed() {
    let export = Export {
        file: "grades.csv",
        text: concat!(
            "\"War Simulation\",\"SCORE_GRADE_TYPE\"\n",
            "\"\"\n",
            "\"Display ID\",\"ID\",\"Last Name\",\"First Name\",\"grade\",\"Submission date\",\"Late\"\n",
            "\"alima\",\"alima\",\"Lima\",\"Ana\",\"\",\"2019-11-21T22:10:00Z\",\"On time\"\n",
            "\"bchen\",\"bchen\",\"Chen\",\"Bo\",\"\",\"2019-11-21T04:00:00Z\",\"On time\"\n",
            "\"cdiaz\",\"c.diaz\",\"D\u{ed}az\",\"Cy\",\"\",\"2019-11-22T16:30:00Z\",\"Late\"\n",
            "\"devans\",\"devans\",\"Evans\",\"Dee\",\"\",\"\",\"Unknown\"\n",
        )
        .to_string(),
        utf16: false,
        bom: false,
        separator: ',',
    };
    let ids = |who: &str| {
        match who {
            "ana" => "alima",
            "bo" => "bchen",
            "cy" => "c.diaz",
            _ => "estray",
        }
        .to_string()
    };
    let notes = round_trip(
        &export,
        None,
        &class(ids),
        4,
        &[(3, "34"), (4, "12"), (5, "0"), (6, "0")],
    );
    assert_eq!(
        notes[0],
        "Sakai's grades.csv: the column grade filled for 4 students, as the cases passed, since Sakai's grades.csv states no maximum: grade the assignment out of as many points as there are cases"
    );
    let groups = Export {
        file: "grades.csv",
        text: concat!(
            "\"War Simulation\",\"SCORE_GRADE_TYPE\"\n",
            "\"\"\n",
            "\"Group\",\"ID\",\"Users\",\"grade\",\"Submission date\",\"Late\"\n",
            "\"Team Red\",\"g-red\",\"Ana Lima; Bo Chen\",\"\",\"2019-11-21T22:10:00Z\",\"On time\"\n",
            "\"Team Blue\",\"g-blue\",\"Cy D\u{ed}az\",\"\",\"\",\"Unknown\"\n",
        )
        .to_string(),
        utf16: false,
        bom: false,
        separator: ',',
    };
    let members = [
        score("Ana Lima", "", "g-red", 12),
        score("Bo Chen", "", "g-red", 12),
    ];
    let notes = round_trip(&groups, None, &members, 3, &[(3, "12"), (4, "0")]);
    assert_eq!(
        notes[1],
        "1 student of the gradebook has no submission, given 0: Team Blue (g-blue)"
    );
}

/// The kind and message of the error filling `export` gives.
fn refusal(export: &Export, column: Option<&str>, scores: &[Score]) -> (ErrorKind, String) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let error = fill(&export.write(dir.path()), column, scores).expect_err("refused");
    (error.kind(), error.message().to_string())
}

/// A Brightspace export of `rows` (last name, first name).
fn brightspace(rows: &[(&str, &str)]) -> Export {
    let mut text = "OrgDefinedId,Username,Last Name,First Name,Email,War Points Grade <Numeric MaxPoints:10>,End-of-Line Indicator\n".to_string();
    for (number, (last, first)) in rows.iter().enumerate() {
        text.push_str(&format!("#{number},#u{number},{last},{first},,,#\n"));
    }
    Export {
        file: "grades.csv",
        text,
        utf16: false,
        bom: false,
        separator: ',',
    }
}

#[test]
fn a_name_two_rows_or_two_students_share_is_refused_with_the_names() {
    let twice = brightspace(&[("Lima", "Ana"), ("Lima", "Ana"), ("Chen", "Bo")]);
    let scores = [score("Ana Lima", "1", "", 3), score("Bo Chen", "2", "", 3)];
    assert_eq!(
        refusal(&twice, None, &scores),
        (
            ErrorKind::Gradebook,
            "matches students by name, and cannot tell apart one name: Ana Lima (2 rows of the gradebook); nothing was filled".to_string()
        )
    );
    let once = brightspace(&[("Lima", "Ana"), ("Chen", "Bo")]);
    let two_bos = [score("Bo Chen", "2", "", 3), score("Bo Chen", "3", "", 9)];
    assert_eq!(
        refusal(&once, None, &two_bos).1,
        "matches students by name, and cannot tell apart one name: Bo Chen (2 students graded); nothing was filled"
    );
}

#[test]
fn the_column_is_the_only_empty_one_or_the_one_named() {
    let two = Export {
        file: "grades.csv",
        text: concat!(
            "Student,ID,SIS User ID,SIS Login ID,Section,War (812),Uno (813),Homework (814)\n",
            "    Points Possible,,,,,50,20,10\n",
            "\"Lima, Ana\",104201,,alima,S1,,,8\n",
        )
        .to_string(),
        utf16: false,
        bom: false,
        separator: ',',
    };
    let scores = [score("limaana", "104201", "", 17)];
    assert_eq!(
        refusal(&two, None, &scores),
        (
            ErrorKind::Gradebook,
            "has 2 empty columns for an assignment, War (812), Uno (813): give --gradebook-column with the assignment's".to_string()
        )
    );
    assert_eq!(
        refusal(&two, Some("Chess"), &scores).1,
        "has no assignment column named \"Chess\"; its columns for an assignment: War (812), Uno (813), Homework (814)"
    );
    // By its name without Canvas's id, in any case; a column already
    // graded may be named to be filled again.
    round_trip(&two, Some("uno"), &scores, 6, &[(2, "10")]);
    round_trip(&two, Some("Homework (814)"), &scores, 7, &[(2, "5")]);
}

#[test]
fn another_class_s_gradebook_and_a_file_of_no_system_are_refused() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let theirs = brightspace(&[("Lima", "Ana")]);
    let ours = [score("Bo Chen", "2", "", 3)];
    let (kind, message) = refusal(&theirs, None, &ours);
    assert_eq!(kind, ErrorKind::Gradebook);
    assert!(
        message.starts_with("holds none of the class's 1 student"),
        "{message}"
    );
    let notes = dir.path().join("notes.csv");
    fs::write(&notes, "name,score\nana,3\n").expect("written");
    let error = Gradebook::read(&notes, None).expect_err("no gradebook");
    assert_eq!(error.kind(), ErrorKind::Gradebook);
    assert_eq!(
        error.message(),
        "is no gradebook export war knows (its first line: \"name,score\")"
    );
    let no_maximum = Export {
        file: "grades.csv",
        text: "OrgDefinedId,Username,Last Name,First Name,War Points Grade,End-of-Line Indicator\n#1,#a,Lima,Ana,,#\n".to_string(),
        utf16: false,
        bom: false,
        separator: ',',
    };
    assert_eq!(
        refusal(&no_maximum, None, &ours).1,
        "states no maximum for its column War Points Grade"
    );
}

/// Writes `files` (paths and text) under `dir`; a path ending in `/` is
/// an empty folder.
fn write_files(dir: &Path, files: &[(&str, &str)]) {
    for (name, text) in files {
        let path = dir.join(name);
        if name.ends_with('/') {
            fs::create_dir_all(&path).expect("made");
            continue;
        }
        fs::create_dir_all(path.parent().expect("a folder")).expect("made");
        fs::write(path, text).expect("written");
    }
}

/// Each student of `class` graded `passed` of 34 cases by their name,
/// with a page in `pages` named after their key.
fn graded(class: &Class, pages: &Path, passed: &[(&str, usize)]) -> Vec<Graded> {
    fs::create_dir_all(pages).expect("made");
    let mut all = Vec::new();
    for student in class.submissions.iter().flat_map(|s| &s.students) {
        let page = pages.join(format!("{}.html", student.key));
        fs::write(&page, format!("<p>{}</p>", student.name)).expect("written");
        let earned = passed
            .iter()
            .find(|(name, _)| *name == student.name)
            .map_or(0, |(_, n)| *n);
        all.push(Graded {
            student: student.clone(),
            passed: earned,
            total: CASES,
            page: Some(page),
        });
    }
    all
}

/// The names and texts of the entries of the zip at `path`.
fn entries(path: &Path) -> Vec<(String, String)> {
    let mut zip = zip::ZipArchive::new(fs::File::open(path).expect("the zip")).expect("a zip");
    (0..zip.len())
        .map(|i| {
            let mut entry = zip.by_index(i).expect("an entry");
            let mut text = String::new();
            std::io::Read::read_to_string(&mut entry, &mut text).expect("text");
            (entry.name().to_string(), text)
        })
        .collect()
}

#[test]
fn a_sakai_class_goes_back_as_its_grades_csv_and_an_upload_all_zip() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let export = dir.path().join("War Simulation");
    let grades = "\"War Simulation\",\"SCORE_GRADE_TYPE\"\n\"\"\n\"Display ID\",\"ID\",\"Last Name\",\"First Name\",\"grade\",\"Submission date\",\"Late\"\n\"alima\",\"alima\",\"Lima\",\"Ana\",\"\",\"2019-11-21T22:10:00Z\",\"On time\"\n\"bchen\",\"bchen\",\"Chen\",\"Bo\",\"\",\"2019-11-21T04:00:00Z\",\"On time\"\n";
    write_files(
        &export,
        &[
            ("grades.csv", grades),
            ("Lima, Ana(alima)/Submission attachment(s)/war.py", ""),
            ("Lima, Ana(alima)/Feedback Attachment(s)/", ""),
            ("Chen, Bo(bchen)/Submission attachment(s)/war.py", ""),
            ("Chen, Bo(bchen)/Feedback Attachment(s)/", ""),
        ],
    );
    let class = read(&export, None, &[]).expect("read");
    assert_eq!(class.layout, Layout::Sakai);
    let out = dir.path().join("out");
    let all = graded(
        &class,
        &out.join("students"),
        &[("Ana Lima", 34), ("Bo Chen", 12)],
    );
    let gradebook = Gradebook::read(&export.join("grades.csv"), None).expect("read");
    let back = write_back(&out, &class, Some(&gradebook), true, &all).expect("written");
    assert_eq!(back.files, ["import-grades.csv", "feedback.zip"]);
    assert_eq!(
        back.notes.last().map(String::as_str),
        Some("feedback.zip holds grades.csv and the pages of 2 students for Sakai's \"Upload All\" (tick the grade file and the feedback attachments)")
    );
    let filled = fs::read_to_string(out.join("import-grades.csv")).expect("the import file");
    assert_eq!(
        filled,
        grades
            .replace("\"Ana\",\"\"", "\"Ana\",\"34\"")
            .replace("\"Bo\",\"\"", "\"Bo\",\"12\"")
    );
    assert_eq!(
        entries(&out.join("feedback.zip")),
        [
            ("War Simulation/grades.csv".to_string(), filled),
            (
                "War Simulation/Chen, Bo(bchen)/Feedback Attachment(s)/Bo_Chen_bchen.html"
                    .to_string(),
                "<p>Bo Chen</p>".to_string()
            ),
            (
                "War Simulation/Lima, Ana(alima)/Feedback Attachment(s)/Ana_Lima_alima.html"
                    .to_string(),
                "<p>Ana Lima</p>".to_string()
            ),
        ]
    );
}

#[test]
fn moodle_takes_the_pages_in_its_folders_and_canvas_takes_none() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let export = dir.path().join("moodle");
    write_files(
        &export,
        &[
            ("Ana Lima_5571201_assignsubmission_file/war.py", ""),
            ("Bo Chen_5571202_assignsubmission_file_war.py", ""),
        ],
    );
    let class = read(&export, None, &[]).expect("read");
    let out = dir.path().join("out");
    let all = graded(&class, &out.join("students"), &[]);
    let back = write_back(&out, &class, None, true, &all).expect("written");
    assert_eq!(back.files, ["feedback.zip"]);
    let names: Vec<String> = entries(&out.join("feedback.zip"))
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    assert_eq!(
        names,
        [
            "Ana Lima_5571201_assignsubmission_file/Ana_Lima_5571201.html",
            "Bo Chen_5571202_assignsubmission_file/Bo_Chen_5571202.html"
        ]
    );
    let canvas = dir.path().join("canvas");
    write_files(&canvas, &[("limaana_104201_70010001_war.py", "")]);
    let class = read(&canvas, None, &[]).expect("read");
    let all = graded(&class, &dir.path().join("canvas-pages"), &[]);
    let elsewhere = dir.path().join("out-canvas");
    fs::create_dir(&elsewhere).expect("made");
    let back = write_back(&elsewhere, &class, None, true, &all).expect("written");
    assert!(back.files.is_empty());
    assert_eq!(
        back.notes,
        ["no feedback.zip written: the system of a Canvas export takes no feedback files in bulk; each student's page is in students/"]
    );
    assert!(!elsewhere.join("feedback.zip").exists());
}
