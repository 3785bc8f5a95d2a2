//! The pieces of a command line every game's binary shares: the flags of a
//! statistics run and of its output, writing to standard output, the
//! progress bar, and errors reported as one line.

use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Subcommand};

use crate::kit::builtin::Builtin;
use crate::kit::error::{Error, ErrorKind};
use crate::kit::escape::terminal_line;
use crate::kit::fixture::{check_unique_ids, load_each, GameFixture};
use crate::kit::lines::{read_file_bounded, read_line_bounded};
use crate::kit::locale::Locale;
use crate::kit::montecarlo::{threads_used, Shard};
use crate::kit::words::count;

/// The flags of a statistics run: how many games, the seed, the threads and
/// the shard.
#[derive(Debug, Clone, Args)]
pub struct RunArgs {
    /// How many random games to play.
    #[arg(long, value_name = "N", required = true)]
    pub games: Option<u64>,
    /// The seed of the run: the same seed gives the same figures, whatever
    /// the number of threads or shards.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    /// Threads to play on (all the machine's cores by default).
    #[arg(long, value_name = "T")]
    pub threads: Option<usize>,
    /// Play only shard I of N of the run, e.g. --shard 0/4; merge the
    /// shards' --json outputs with `stats merge`.
    #[arg(long, value_name = "I/N")]
    pub shard: Option<String>,
}

impl RunArgs {
    /// The number of games asked for (clap requires it).
    pub fn games(&self) -> u64 {
        self.games.unwrap_or_default()
    }

    /// The shard asked for, the whole run by default.
    pub fn shard(&self) -> Result<Shard, Error> {
        match &self.shard {
            Some(text) => text.parse::<Shard>(),
            None => Ok(Shard::WHOLE),
        }
    }

    /// The threads asked for, all the machine's cores by default.
    pub fn threads(&self) -> usize {
        self.threads.unwrap_or_else(|| {
            std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
        })
    }
}

/// The language of what a student reads: `--locale`, the same flag on
/// every command that talks to students.
#[derive(Debug, Clone, Copy, Args)]
pub struct LocaleArg {
    /// The language of the text a student reads: en or nl (a tag such as
    /// nl_NL.UTF-8 is read by its language). Without it, LC_ALL,
    /// LC_MESSAGES or LANG decides, else English.
    #[arg(long, value_name = "LANGUAGE")]
    pub locale: Option<Locale>,
}

impl LocaleArg {
    /// The language chosen: the flag's, else the environment's.
    pub fn locale(self) -> Locale {
        Locale::choose(self.locale)
    }
}

/// How `stats` and `stats merge` print.
#[derive(Debug, Clone, Args)]
pub struct StatsOutput {
    /// Print one JSON object, with every count a merge needs, instead of a
    /// table.
    #[arg(long)]
    pub json: bool,
    /// Also draw the figures of the run into this SVG file.
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
}

/// The arguments of `stats merge`.
#[derive(Debug, Clone, Args)]
pub struct MergeArgs {
    /// The --json outputs of `stats --shard I/N`.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    #[command(flatten)]
    /// How to print the merged figures.
    pub output: StatsOutput,
}

/// The subcommand a game's `stats` has beside a run: `stats merge`.
#[derive(Debug, Subcommand)]
pub enum StatsCommand {
    /// Combine the --json outputs of shards of one run into the figures of
    /// the whole run, exactly as one unsharded run prints them.
    Merge(MergeArgs),
}

/// Prints a run's figures as `output` asks: the figure drawn by `plot`
/// into the file of `--plot`, then the JSON `json` gives, or the table
/// `table` gives followed by `speed` (how long the run took), if any.
pub fn print_stats(
    output: &StatsOutput,
    plot: impl FnOnce() -> Result<String, Error>,
    json: impl FnOnce() -> serde_json::Value,
    table: impl FnOnce() -> String,
    speed: Option<&str>,
) -> Result<ExitCode, Error> {
    if let Some(path) = &output.plot {
        write_file(path, &plot()?)?;
    }
    if output.json {
        emit(&format!("{}\n", json()))?;
    } else {
        let mut text = table();
        if let Some(speed) = speed {
            text.push_str(speed);
        }
        emit(&text)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The last line of a run's table: how long `games` games took on the
/// threads `run` asked for (fewer when the run has work for no more), and
/// `rate`, what was played a second in words (`92.1 million battles`).
fn speed_line(elapsed: f64, run: &RunArgs, games: u64, rate: &str) -> String {
    let threads = run.threads();
    let used = threads_used(games, threads);
    let mut speed = format!(
        "played in {elapsed:.2} s on {} ({rate} a second)",
        count(used, "thread")
    );
    if used != threads && run.threads.is_some() {
        let games = count(usize::try_from(games).unwrap_or(usize::MAX), "game");
        speed.push_str(&format!(
            "; --threads {threads} asked, but a run of {games} has work for no more"
        ));
    }
    speed.push('\n');
    speed
}

/// The end of a game's `check` command: every problem on a line of its
/// own on standard error, then how many fixtures were checked; exit 0 when
/// they all agree with the rules, 1 otherwise.
pub fn report_check(program: &str, checked: usize, problems: &[Error]) -> Result<ExitCode, Error> {
    for problem in problems {
        print_error(program, problem);
    }
    let checked = count(checked, "fixture");
    if problems.is_empty() {
        emit(&format!("{checked} checked, all agree with the rules\n"))?;
        Ok(ExitCode::SUCCESS)
    } else {
        let found = count(problems.len(), "problem");
        emit(&format!("{checked} checked, {found}\n"))?;
        Ok(ExitCode::FAILURE)
    }
}

/// What a game's `check` checks: the fixtures at `paths` (files or folders
/// of them), or the game's `builtin` ones when no path is given; of them,
/// each that `keep` keeps is played and compared with what it expects, and
/// every id must be one fixture's. Gives how many fixtures were checked
/// (those that could not be read count, as problems) and the problems;
/// notes on files left out of a folder are printed as `program`'s.
pub fn check_fixtures<F: GameFixture>(
    program: &str,
    paths: &[PathBuf],
    builtin: &Builtin,
    keep: impl Fn(&F) -> bool,
) -> Result<(usize, Vec<Error>), Error> {
    let (files, mut problems, read) = if paths.is_empty() {
        let files = builtin.parse_all::<F>()?;
        let read = files.len();
        (files, Vec::new(), read)
    } else {
        load_each(paths, |note| print_note(program, note))?
    };
    problems.extend(check_unique_ids(&files));
    let chosen: Vec<&F> = files.iter().filter(|file| keep(file)).collect();
    for file in &chosen {
        problems.extend(file.check());
    }
    Ok((chosen.len() + read - files.len(), problems))
}

/// A game's presets as its `rules` command prints them: each preset's name
/// and source, then its rules' fields as YAML writes them; or, with
/// `json`, one JSON object of the presets by name, each with its `source`
/// and `rules`.
pub fn presets_text<R: serde::Serialize>(presets: &[(&str, &str, R)], json: bool) -> String {
    if json {
        let presets: serde_json::Map<String, serde_json::Value> = presets
            .iter()
            .map(|(name, source, rules)| {
                let value = serde_json::json!({ "source": source, "rules": rules });
                (name.to_string(), value)
            })
            .collect();
        return format!("{}\n", serde_json::Value::Object(presets));
    }
    let mut text = String::new();
    for (name, source, rules) in presets {
        let fields = serde_yaml::to_string(rules).unwrap_or_default();
        text.push_str(&format!("{name}: {source}\n"));
        for line in fields.lines() {
            text.push_str(&format!("  {line}\n"));
        }
    }
    text
}

/// Writes `text` to standard output.
pub fn emit(text: &str) -> Result<(), Error> {
    let mut stdout = io::stdout().lock();
    stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        .map_err(|e| Error::io("<stdout>", e))
}

/// Text written to a byte stream, for code that writes with
/// [`std::fmt::Write`] (a library that does no I/O of its own); keeps the
/// stream's first error.
#[derive(Debug)]
pub struct TextOut<W: Write> {
    inner: W,
    error: Option<io::Error>,
}

impl<W: Write> std::fmt::Write for TextOut<W> {
    fn write_str(&mut self, text: &str) -> std::fmt::Result {
        self.inner.write_all(text.as_bytes()).map_err(|error| {
            self.error.get_or_insert(error);
            std::fmt::Error
        })
    }
}

/// Writes to standard output through `write` as it goes, buffered, rather
/// than building the whole text first: output as long as a trace of a
/// million cards takes no memory of its own.
pub fn emit_with<T>(
    write: impl FnOnce(
        &mut TextOut<io::BufWriter<io::StdoutLock<'static>>>,
    ) -> Result<T, std::fmt::Error>,
) -> Result<T, Error> {
    let mut out = TextOut {
        inner: io::BufWriter::with_capacity(1 << 16, io::stdout().lock()),
        error: None,
    };
    let written = write(&mut out);
    let flushed = out.inner.flush();
    let failed = |error: io::Error| Error::io("<stdout>", error);
    match (written, out.error.take(), flushed) {
        (_, Some(error), _) | (_, None, Err(error)) => Err(failed(error)),
        (Err(_), None, Ok(())) => Err(failed(io::Error::other("the text could not be formatted"))),
        (Ok(value), None, Ok(())) => Ok(value),
    }
}

/// Writes `text` to the file at `path` (for a file written after reading
/// nothing else; a report uses [`OutputFile`]).
pub fn write_file(path: &Path, text: &str) -> Result<(), Error> {
    std::fs::write(path, text).map_err(|error| {
        Error::new(
            ErrorKind::Write,
            path.display().to_string(),
            error.to_string(),
        )
    })
}

/// A game's `winner`: reads standard input a line at a time (each at most
/// `max_bytes`), answers each with `answer` (given the line and its
/// number) on a line of standard output, flushed at once so that a grader
/// talking to it line by line never waits; stops at the end of input or
/// at the first line it cannot answer.
///
/// Fails with `answer`'s error, or when a line is too long or a stream
/// fails.
pub fn answer_lines(
    max_bytes: usize,
    mut answer: impl FnMut(&str, usize) -> Result<String, Error>,
) -> Result<ExitCode, Error> {
    let mut stdin = io::stdin().lock();
    let mut stdout = io::stdout().lock();
    let mut line = String::new();
    for number in 1.. {
        if !read_line_bounded(&mut stdin, &mut line, max_bytes, "<stdin>", number)? {
            break;
        }
        let answered = answer(&line, number)?;
        writeln!(stdout, "{answered}").map_err(|e| Error::io("<stdout>", e))?;
        stdout.flush().map_err(|e| Error::io("<stdout>", e))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Makes the folder `dir` for a starter project, refusing one that holds
/// anything so that no one's work is overwritten; `command` (`war new`)
/// is named in the fix.
///
/// Fails with a write error: `dir` not empty, or not made.
pub fn create_empty_dir(dir: &Path, command: &str) -> Result<(), Error> {
    let origin = dir.display().to_string();
    match std::fs::read_dir(dir) {
        Ok(mut entries) => {
            if entries.next().is_some() {
                return Err(Error::new(ErrorKind::Write, origin, "is not empty")
                    .with_fix(format!("give `{command}` a new folder, or an empty one")));
            }
        }
        Err(error) if error.kind() == io::ErrorKind::NotFound => {}
        Err(error) => return Err(Error::io(origin, error)),
    }
    std::fs::create_dir_all(dir).map_err(|e| Error::io(origin, e))
}

/// A report or a file to hand out, written whole or not at all: the file is
/// checked and a temporary file beside it created before any work starts
/// ([`OutputFile::create`]), so that a bad path fails at once; the text goes
/// to the temporary file, which is then renamed into place
/// ([`OutputFile::commit`]). Dropped uncommitted, the temporary file is
/// removed and the file left as it was.
#[derive(Debug)]
pub struct OutputFile {
    path: PathBuf,
    temporary: PathBuf,
    file: Option<std::fs::File>,
}

impl OutputFile {
    /// Prepares to write the file at `path`, refusing a folder and any of
    /// `inputs` (the files the command reads: a report never overwrites a
    /// fixture), and creating the temporary file beside it.
    pub fn create(path: &Path, inputs: &[PathBuf]) -> Result<OutputFile, Error> {
        let origin = path.display().to_string();
        let write_error = |message: String| Error::new(ErrorKind::Write, origin.clone(), message);
        if path.is_dir() {
            return Err(write_error(
                "is a folder; give the path of a file".to_string(),
            ));
        }
        if let Some(input) = inputs.iter().find(|input| same_file(path, input)) {
            let message = if input.as_path() == path {
                "is an input of this command: writing it would overwrite it".to_string()
            } else {
                format!(
                    "is {}, an input of this command: writing it would overwrite it",
                    input.display()
                )
            };
            return Err(write_error(message)
                .with_fix("write the output to another file, e.g. results.json"));
        }
        let name = path
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .ok_or_else(|| write_error("names no file".to_string()))?;
        let temporary = path.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
        let file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temporary)
            .map_err(|error| write_error(error.to_string()))?;
        Ok(OutputFile {
            path: path.to_path_buf(),
            temporary,
            file: Some(file),
        })
    }

    /// The path the text goes to.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes `text` to the temporary file and renames it into place.
    pub fn commit(mut self, text: &str) -> Result<(), Error> {
        let origin = self.path.display().to_string();
        let write_error =
            |error: io::Error| Error::new(ErrorKind::Write, origin.clone(), error.to_string());
        let mut file = self.file.take().expect("an output file is committed once");
        file.write_all(text.as_bytes())
            .and_then(|()| file.sync_all())
            .map_err(write_error)?;
        drop(file);
        std::fs::rename(&self.temporary, &self.path).map_err(write_error)
    }
}

impl Drop for OutputFile {
    /// Removes the temporary file when the text was never committed.
    fn drop(&mut self) {
        if self.file.is_some() {
            let _ = std::fs::remove_file(&self.temporary);
        }
    }
}

/// Whether `a` and `b` are one file: the same device and inode when both
/// exist.
fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(a), Ok(b)) => (a.dev(), a.ino()) == (b.dev(), b.ino()),
        _ => false,
    }
}

/// Whether `error` is standard output closed by its reader (`... | head`),
/// which is not an error.
pub fn is_broken_pipe(error: &Error) -> bool {
    std::error::Error::source(error)
        .and_then(|source| source.downcast_ref::<io::Error>())
        .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
}

/// The exit of a command of `program`: its own code when it ran, success
/// when its reader stopped early, and otherwise the error as one line on
/// standard error (`war: error: WHERE: what; how to fix it`) with `failure`.
pub fn finish(program: &str, outcome: Result<ExitCode, Error>, failure: u8) -> ExitCode {
    match outcome {
        Ok(code) => code,
        Err(error) if is_broken_pipe(&error) => ExitCode::SUCCESS,
        Err(error) => {
            print_error(program, &error);
            ExitCode::from(failure)
        }
    }
}

/// Prints `error` on standard error as one line, `PROGRAM: error: ...`,
/// its control characters escaped (a path or a card may hold any).
pub fn print_error(program: &str, error: &Error) {
    eprintln!("{program}: error: {}", terminal_line(&error.to_string()));
}

/// Prints `note` on standard error as one line, `PROGRAM: note: ...`, its
/// control characters escaped.
pub fn print_note(program: &str, note: &str) {
    eprintln!("{program}: note: {}", terminal_line(note));
}

/// The progress bar of a run of `games` games, on standard error, when
/// standard error is a terminal and `wanted`; `None` otherwise.
pub fn progress_bar(games: u64, wanted: bool) -> Option<indicatif::ProgressBar> {
    progress_bar_of(games, "games", wanted)
}

/// The progress bar of `total` things called `unit` (`games`,
/// `submissions`), on standard error, when standard error is a terminal and
/// `wanted`; `None` otherwise.
pub fn progress_bar_of(total: u64, unit: &str, wanted: bool) -> Option<indicatif::ProgressBar> {
    if !wanted || !io::stderr().is_terminal() {
        return None;
    }
    let bar = indicatif::ProgressBar::new(total);
    let template = format!(
        "{{elapsed_precise}} [{{wide_bar}}] {{human_pos}}/{{human_len}} {unit}, {{eta}} left"
    );
    let style = indicatif::ProgressStyle::with_template(&template)
        .map(|style| style.progress_chars("=> "))
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
    bar.set_style(style);
    Some(bar)
}

/// A shard of a run, played: what the game's `play` gave, the seconds it
/// took and how many games it played.
pub struct Timed<T> {
    /// What the game's `play` gave: its figures.
    pub played: T,
    /// The seconds the shard took.
    pub elapsed: f64,
    /// The games of the shard.
    pub games: u64,
}

/// Plays the shard that `options` ask for (`--shard`, the whole run by
/// default) of a run of `games` games, on the threads they ask for, with a
/// progress bar on a terminal when `show` is set. `play` is handed the
/// shard, the threads and the function to tell how many more games were
/// played.
pub fn play_shard<T>(
    options: &RunArgs,
    games: u64,
    show: bool,
    play: impl FnOnce(Shard, usize, &(dyn Fn(u64) + Sync)) -> Result<T, Error>,
) -> Result<Timed<T>, Error> {
    let shard = options.shard()?;
    let threads = options.threads();
    let range = shard.games(games);
    let games = range.end - range.start;
    let bar = progress_bar(games, show);
    let started = std::time::Instant::now();
    let played = play(shard, threads, &|more| {
        if let Some(bar) = &bar {
            bar.inc(more);
        }
    });
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    Ok(Timed {
        played: played?,
        elapsed: started.elapsed().as_secs_f64(),
        games,
    })
}

impl<T> Timed<T> {
    /// How many of `done` (battles, rounds, fleets) the shard played a
    /// second.
    pub fn per_second(&self, done: f64) -> f64 {
        done / self.elapsed.max(1e-9)
    }

    /// The last line of the shard's table (`speed_line`), `rate` being
    /// what it played a second in words.
    pub fn speed_line(&self, options: &RunArgs, rate: &str) -> String {
        speed_line(self.elapsed, options, self.games, rate)
    }
}

/// The largest file a `stats merge` reads: 64 MiB. A whole run's JSON is a
/// few hundred KiB (its histograms grow with the longest game, at most a
/// million battles of some 20 bytes each).
pub const MAX_PART_BYTES: usize = 64 << 20;

/// Reads every file of a `stats merge` with `read` (text and origin to
/// figures), each with where it comes from. Each must be a regular file of
/// at most [`MAX_PART_BYTES`] of UTF-8 text (a byte-order mark is dropped).
pub fn read_parts<S>(
    files: &[PathBuf],
    read: impl Fn(&str, &str) -> Result<S, Error>,
) -> Result<Vec<(String, S)>, Error> {
    files
        .iter()
        .map(|path| {
            let origin = path.display().to_string();
            let text = read_file_bounded(path, MAX_PART_BYTES)?;
            Ok((origin.clone(), read(&text, &origin)?))
        })
        .collect()
}
