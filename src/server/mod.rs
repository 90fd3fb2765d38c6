//! The room server (the `server` feature): it serves the built page from `dist/` on the
//! machine's loopback, with the headers a static host should send (see [`site`]), and the live
//! rooms (see [`api`] and [`rooms`]), kept in a SQLite file (see [`database`]). It imports the
//! engine and the room layer, and nothing of the model, the web layer or the view.
//!
//! ```no_run
//! use mancala::server::{Config, Parsed, run};
//!
//! let Ok(Parsed::Run(config)) = Config::from_args(["--port", "8080"].map(String::from)) else {
//!     unreachable!("a port is a valid argument")
//! };
//! run(config).expect("serves until Ctrl-C");
//! ```

pub mod api;
pub mod connection;
pub mod database;
pub mod gate;
pub mod limits;
pub mod listen;
pub mod metrics;
pub mod policy;
pub mod queue;
pub mod rooms;
pub mod site;
pub mod time;

use std::fmt;
use std::io;
use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use ipnet::IpNet;
use tokio_util::sync::CancellationToken;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::timeout::RequestBodyTimeoutLayer;

use database::Database;
use gate::Gate;
use limits::Limits;
use metrics::{Kind, Limit, Metrics};
use policy::Policy;
use rooms::Hub;

/// What `server --help` prints.
pub const USAGE: &str = "\
usage: server [--dist DIR] [--port PORT] [--db FILE] [options]

Serves the built page (DIR/index.html and what it names) and its live rooms on
http://127.0.0.1:PORT/.
  --dist DIR          the built page, by default dist
  --port PORT         the port, by default 8080 (0 picks a free one)
  --address IP        the address listened on, by default 127.0.0.1 (0.0.0.0 in a
                      container, behind the host's proxy)
  --db FILE           the rooms' database, by default rooms.sqlite3 in
                      $XDG_DATA_HOME/mancala (or ~/.local/share/mancala)
  --origin URL        a public origin the site is served under, such as
                      https://kalah.example (repeatable): its host is served and
                      its pages may open rooms. 127.0.0.1 and localhost on PORT
                      always are; any other host is answered 421
  --trust-proxy CIDR  a reverse proxy's addresses (repeatable): on connections
                      from them, the client is read from Forwarded or
                      X-Forwarded-For, and every per-address limit counts it
  --max-rooms N       rooms in memory at most (20000)
  --max-sockets N     sockets open at most (40000); past it, only players coming
                      back to their seats are let in
  --per-address N     sockets open from one address at most (200)
  --creations N       rooms one address may make a minute (30)
  --opens N           sockets one address may open a second, twice that at once (10)
  --watchers N        sockets watching one room at most (1000)
  --watching N        sockets one address may watch with (100)
  --connections N     connections open at most, HTTP and sockets (50000, and
                      never more than the limit of open files allows)
  --connections-per-address N
                      connections open from one address at most (256)
  --keep-days N       days a finished room is kept (7)
  --metrics-from CIDR addresses that may read GET /metrics, the server's metrics in
                      Prometheus's text format (repeatable; by default none may)
  --log LEVEL         error, warn, info (the default) or debug; warnings and
                      errors go to standard error, the rest to standard output
  --summary-every S   seconds between the log's lines summing up what was
                      refused and turned away (60)
  --backup FILE       copies the database (--db) into FILE, a new file, and stops;
                      safe while a server runs on the database
  --help              this text";

/// What the server serves, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// The folder of the built page.
    pub dist: PathBuf,
    /// The port; 0 lets the system pick a free one.
    pub port: u16,
    /// The address listened on: the loopback unless told (a container listens on all of its
    /// own, behind the host's proxy).
    pub listen: std::net::IpAddr,
    /// The rooms' database.
    pub db: PathBuf,
    /// The site's public origins (`https://kalah.example`): their hosts are served, and
    /// their pages may open rooms.
    pub origins: Vec<String>,
    /// The reverse proxies trusted to say who their clients are.
    pub proxies: Vec<IpNet>,
    /// The clients that may read the server's metrics.
    pub scrapers: Vec<IpNet>,
    /// The most detailed log lines written.
    pub log: tracing::Level,
    /// How often the log sums up what was refused and turned away.
    pub summary_every: Duration,
    /// The limits the rooms keep to.
    pub limits: Limits,
}

/// Where the rooms are kept unless `--db` says: the user's data folder, so that the same
/// command finds them again after a restart, from any checkout.
pub fn default_db() -> PathBuf {
    let data = std::env::var_os("XDG_DATA_HOME")
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".local/share")));
    match data {
        Some(folder) => folder.join("mancala").join("rooms.sqlite3"),
        None => PathBuf::from("rooms.sqlite3"),
    }
}

impl Default for Config {
    fn default() -> Self {
        Config {
            dist: PathBuf::from("dist"),
            port: 8080,
            listen: std::net::IpAddr::V4(Ipv4Addr::LOCALHOST),
            db: default_db(),
            origins: Vec::new(),
            proxies: Vec::new(),
            scrapers: Vec::new(),
            log: tracing::Level::INFO,
            summary_every: Duration::from_secs(60),
            limits: Limits::default(),
        }
    }
}

/// Reads a CIDR block, or a single address as a block of one.
fn block(flag: &str, value: Option<String>) -> Result<IpNet, String> {
    let value = value.ok_or_else(|| format!("{flag} needs a CIDR block"))?;
    value
        .parse::<IpNet>()
        .or_else(|_| value.parse::<std::net::IpAddr>().map(IpNet::from))
        .map_err(|_| format!("{flag} takes a block such as 10.0.0.0/8, not {value:?}"))
}

fn number<T: std::str::FromStr>(flag: &str, value: Option<String>) -> Result<T, String> {
    let value = value.ok_or_else(|| format!("{flag} needs a number"))?;
    value
        .parse()
        .map_err(|_| format!("{flag} needs a number, not {value:?}"))
}

/// What a command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parsed {
    /// Serve with this configuration.
    Run(Config),
    /// Print [`USAGE`] and stop.
    Help,
    /// Copy the rooms' database (`db`) into a new file `to`, whether or not a server is running
    /// on it, and stop.
    Backup {
        /// The database.
        db: PathBuf,
        /// The copy, a file that does not exist yet.
        to: PathBuf,
    },
}

impl Config {
    /// Reads the arguments after the program's name.
    ///
    /// # Errors
    ///
    /// An unknown argument, a flag without its value, or a port that is not a number from 0 to
    /// 65535, each with a sentence that says which.
    pub fn from_args(args: impl IntoIterator<Item = String>) -> Result<Parsed, String> {
        let mut config = Config::default();
        let mut backup = None;
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            match arg.as_str() {
                "--help" | "-h" => return Ok(Parsed::Help),
                "--backup" => {
                    let to = args.next().ok_or("--backup needs a file to write")?;
                    backup = Some(PathBuf::from(to));
                }
                "--dist" => {
                    let dist = args.next().ok_or("--dist needs a folder")?;
                    config.dist = PathBuf::from(dist);
                }
                "--port" => {
                    let port = args.next().ok_or("--port needs a number")?;
                    config.port = port.parse().map_err(|_| {
                        format!("the port must be a number from 0 to 65535, not {port:?}")
                    })?;
                }
                "--address" => {
                    let address = args.next().ok_or("--address needs an IP address")?;
                    config.listen = address.parse().map_err(|_| {
                        format!("--address takes an IP address such as 127.0.0.1, not {address:?}")
                    })?;
                }
                "--db" => {
                    let db = args.next().ok_or("--db needs a file")?;
                    config.db = PathBuf::from(db);
                }
                "--origin" => {
                    let origin = args.next().ok_or("--origin needs a URL")?;
                    config.origins.push(origin);
                }
                "--trust-proxy" => config.proxies.push(block(&arg, args.next())?),
                "--metrics-from" => config.scrapers.push(block(&arg, args.next())?),
                "--log" => {
                    let level = args.next().ok_or("--log needs a level")?;
                    config.log = match level.as_str() {
                        "error" | "warn" | "info" | "debug" => {
                            level.parse().map_err(|_| format!("--log: {level:?}"))?
                        }
                        _ => {
                            return Err(format!(
                                "--log takes error, warn, info or debug, not {level:?}"
                            ));
                        }
                    };
                }
                "--summary-every" => {
                    let seconds: u64 = number(&arg, args.next())?;
                    if seconds == 0 {
                        return Err("--summary-every needs at least one second".into());
                    }
                    config.summary_every = Duration::from_secs(seconds);
                }
                "--opens" => config.limits.opens = number(&arg, args.next())?,
                "--watchers" => config.limits.watchers = number(&arg, args.next())?,
                "--watching" => config.limits.watching_per_address = number(&arg, args.next())?,
                "--connections" => config.limits.connections = number(&arg, args.next())?,
                "--connections-per-address" => {
                    config.limits.connections_per_address = number(&arg, args.next())?;
                }
                "--max-rooms" => config.limits.rooms = number(&arg, args.next())?,
                "--max-sockets" => config.limits.sockets = number(&arg, args.next())?,
                "--per-address" => config.limits.per_address = number(&arg, args.next())?,
                "--creations" => config.limits.creations = number(&arg, args.next())?,
                "--keep-days" => {
                    let days: u64 = number(&arg, args.next())?;
                    config.limits.keep_finished = days.saturating_mul(24 * 3600 * 1000);
                }
                other => return Err(format!("unknown argument {other:?}")),
            }
        }
        if let Some(to) = backup {
            return Ok(Parsed::Backup { db: config.db, to });
        }
        // The origins are checked now, so that a mistaken one stops the start with a reason.
        Policy::new(config.port, &config.origins, Vec::new())?;
        Ok(Parsed::Run(config))
    }

    /// The address the server listens on: the loopback, unless `--address` says.
    pub fn address(&self) -> SocketAddr {
        SocketAddr::from((self.listen, self.port))
    }
}

/// Why the server could not start or stopped.
#[derive(Debug)]
pub enum ServerError {
    /// The folder holds no `index.html`: the page has not been built there.
    NoPage(PathBuf),
    /// The address could not be listened on (most often, the port is taken).
    Listen(SocketAddr, io::Error),
    /// The rooms' database could not be opened or read.
    Database(String),
    /// The runtime could not start, or serving failed.
    Io(io::Error),
}

impl fmt::Display for ServerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServerError::NoPage(dist) => write!(
                f,
                "there is no built page at {}: build it first (`trunk build --release`, which \
                 `bash .ci/serve` runs)",
                dist.join("index.html").display()
            ),
            ServerError::Listen(address, error) => write!(
                f,
                "cannot listen on {address}: {error} (PORT=… chooses another port)"
            ),
            ServerError::Database(error) => write!(f, "{error} (--db FILE puts it elsewhere)"),
            ServerError::Io(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for ServerError {}

/// How often finished rooms past their time are purged.
const TIDY_EVERY: Duration = Duration::from_secs(600);

/// How long a stopping server waits for its connections to finish and its sockets to be
/// told, before it keeps what the rooms wrote and exits.
pub const STOP_WITHIN: Duration = Duration::from_secs(10);

/// The longest request body read, on any route: a new room's settings are under 200 bytes.
pub const MAX_BODY: usize = 8192;

/// How long a request body may take to arrive.
pub const BODY_WITHIN: Duration = Duration::from_secs(10);

/// The whole application: the rooms' routes and the page, for the hosts `policy` serves, with
/// every request body limited in size and time.
pub fn app(
    hub: Arc<Hub>,
    policy: Arc<Policy>,
    shutdown: CancellationToken,
    dist: &std::path::Path,
    page_policy: Option<&str>,
) -> Router {
    let metrics = hub.metrics().clone();
    api::router(hub, policy.clone(), shutdown)
        .merge(site::router(dist, page_policy))
        .layer(RequestBodyLimitLayer::new(MAX_BODY))
        .layer(RequestBodyTimeoutLayer::new(BODY_WITHIN))
        .layer(middleware::from_fn_with_state(
            (policy, metrics),
            served_host,
        ))
}

/// Answers 421 to a request for a host the server does not serve; counts that, and the
/// requests whose body was over its limits.
async fn served_host(
    State((policy, metrics)): State<(Arc<Policy>, Arc<Metrics>)>,
    request: Request,
    next: Next,
) -> Response {
    if !policy.serves(request.headers()) {
        metrics.refused(Kind::host);
        return (
            StatusCode::MISDIRECTED_REQUEST,
            "This server does not serve that host.\n",
        )
            .into_response();
    }
    let response = next.run(request).await;
    match response.status() {
        StatusCode::PAYLOAD_TOO_LARGE => metrics.limited(Limit::body_size),
        StatusCode::REQUEST_TIMEOUT => metrics.limited(Limit::body_time),
        _ => {}
    }
    response
}

/// Writes the log to the console, as a service manager or a container keeps it: the lines of
/// `level` and above, warnings and errors on standard error and the rest on standard output,
/// without colours, and without times when systemd's journal (which adds its own) takes them.
/// The server's binary calls it once, before [`run`].
pub fn log_to_console(level: tracing::Level) {
    use tracing_subscriber::fmt::writer::MakeWriterExt as _;
    let writer = std::io::stderr
        .with_max_level(tracing::Level::WARN)
        .or_else(std::io::stdout);
    let builder = tracing_subscriber::fmt()
        .with_max_level(level)
        .with_target(false)
        .with_writer(writer);
    // A second call (in a test, say) keeps the first subscriber.
    let _ = if std::env::var_os("JOURNAL_STREAM").is_some() {
        builder.without_time().try_init()
    } else {
        builder.try_init()
    };
}

/// Raises the process's limit of open files to the most the system allows, and returns it.
fn open_files() -> u64 {
    #[cfg(unix)]
    {
        let (soft, hard) = rlimit::Resource::NOFILE.get().unwrap_or((1024, 1024));
        rlimit::increase_nofile_limit(hard).unwrap_or(soft)
    }
    #[cfg(not(unix))]
    {
        u64::MAX
    }
}

/// Serves `config.dist` and the rooms until the process is interrupted (Ctrl-C) or
/// terminated. Then it stops taking connections, lets the requests under way finish, tells
/// every socket that the server is going away (1001), waits for the rooms' last writes, and
/// returns, all within about [`STOP_WITHIN`]. The games under way when it last stopped start
/// again first, each turn with its whole time and 20 s more.
///
/// # Errors
///
/// [`ServerError::NoPage`] when the folder holds no built page, [`ServerError::Database`] when
/// the rooms' database cannot be opened, [`ServerError::Listen`] when the port cannot be had, and
/// [`ServerError::Io`] when the runtime fails.
pub fn run(config: Config) -> Result<(), ServerError> {
    let index = config.dist.join("index.html");
    let page =
        std::fs::read_to_string(&index).map_err(|_| ServerError::NoPage(config.dist.clone()))?;
    let page_policy = site::page_policy(&page);
    let database = Database::open(&config.db).map_err(ServerError::Database)?;
    let metrics = Arc::new(Metrics::new(database.commit_times()));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(ServerError::Io)?;
    runtime.block_on(async {
        let hub = Hub::new(database.clone(), config.limits, metrics.clone());
        let resumed = hub.resume().await.map_err(ServerError::Database)?;
        let address = config.address();
        let listener = tokio::net::TcpListener::bind(address)
            .await
            .map_err(|error| ServerError::Listen(address, error))?;
        let bound = listener.local_addr().map_err(ServerError::Io)?;
        let policy = Policy::new(bound.port(), &config.origins, config.proxies.clone())
            .map_err(|error| ServerError::Io(io::Error::other(error)))?
            .with_scrapers(config.scrapers.clone());
        let policy = Arc::new(policy);
        let files = open_files();
        let connections = config.limits.connections.min(gate::within_files(files));
        let gate = Gate::new(
            connections,
            config.limits.connections_per_address,
            metrics.clone(),
        );
        let shutdown = CancellationToken::new();
        let tidying = tokio::spawn(tidy(hub.clone()));
        let summing = tokio::spawn(sum_up(metrics.clone(), config.summary_every));
        let app = app(
            hub,
            policy.clone(),
            shutdown.clone(),
            &config.dist,
            page_policy.as_deref(),
        );
        tracing::info!(
            "rooms kept in {}: {resumed} games under way resumed",
            config.db.display()
        );
        tracing::info!(
            "at most {connections} connections ({files} files open allowed), {} from one address",
            config.limits.connections_per_address
        );
        if !config.scrapers.is_empty() {
            tracing::info!("metrics at /metrics for {:?}", config.scrapers);
        }
        tracing::info!(
            "serving {} on http://{bound}/ (Ctrl-C stops)",
            config.dist.display()
        );
        let serving = tokio::spawn(listen::serve(
            listener,
            app,
            gate.clone(),
            policy,
            shutdown.clone(),
        ));
        let signal = stopped().await;
        tracing::info!(
            "stopping on {signal}: telling every socket, then keeping the rooms' last writes"
        );
        shutdown.cancel();
        tidying.abort();
        let finished = tokio::time::timeout(STOP_WITHIN, async {
            let _ = serving.await;
            gate.emptied().await;
        })
        .await;
        if finished.is_err() {
            tracing::warn!(
                "{} connections still open after {STOP_WITHIN:?}; stopping anyway",
                gate.open()
            );
        }
        database.flush().await;
        summing.abort();
        if let Some(summary) = metrics.summary() {
            tracing::info!("{summary}");
        }
        tracing::info!("stopped, every write kept");
        Ok(())
    })
}

async fn tidy(hub: Arc<Hub>) {
    // The first tidying comes a whole period after the start, not at it: an address seen in the
    // first moments would be forgotten with its count of rooms made.
    let mut every = tokio::time::interval_at(tokio::time::Instant::now() + TIDY_EVERY, TIDY_EVERY);
    loop {
        every.tick().await;
        if let Err(error) = hub.tidy().await {
            tracing::error!("purging finished rooms failed: {error}");
        }
    }
}

/// Writes one line every `every` that sums up what was refused and turned away since the last
/// (none when nothing was): a flood costs the log a line a period, not a line a frame.
async fn sum_up(metrics: Arc<Metrics>, every: Duration) {
    let mut ticks = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
    loop {
        ticks.tick().await;
        if let Some(summary) = metrics.summary() {
            tracing::info!("in the last {}s, {summary}", every.as_secs());
        }
    }
}

/// Resolves when the process is asked to stop, Ctrl-C or SIGTERM where there is one, with the
/// signal's name.
async fn stopped() -> &'static str {
    let interrupted = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminated = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminated = std::future::pending::<()>();
    tokio::select! {
        () = interrupted => "SIGINT",
        () = terminated => "SIGTERM",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Parsed, String> {
        Config::from_args(args.iter().map(|a| a.to_string()))
    }

    #[test]
    fn no_arguments_serve_dist_on_port_8080_of_the_loopback() {
        let Ok(Parsed::Run(config)) = parse(&[]) else {
            panic!("no arguments are valid")
        };
        assert_eq!(config, Config::default());
        assert_eq!(config.address().to_string(), "127.0.0.1:8080");
    }

    #[test]
    fn the_folder_and_the_port_can_be_chosen() {
        assert_eq!(
            parse(&["--port", "0", "--dist", "site", "--db", "/tmp/r.db"]),
            Ok(Parsed::Run(Config {
                dist: PathBuf::from("site"),
                port: 0,
                db: PathBuf::from("/tmp/r.db"),
                ..Config::default()
            }))
        );
        assert_eq!(parse(&["--help"]), Ok(Parsed::Help));
    }

    #[test]
    fn a_bad_command_line_is_refused_with_a_reason() {
        let refused = |args: &[&str], reason: &str| {
            let error = parse(args).expect_err("refused");
            assert!(error.contains(reason), "{args:?}: {error}");
        };
        refused(&["--port", "80000"], "from 0 to 65535");
        refused(&["--port", "eighty"], "\"eighty\"");
        refused(&["--port"], "--port needs a number");
        refused(&["--dist"], "--dist needs a folder");
        refused(&["--watch"], "unknown argument \"--watch\"");
    }

    #[test]
    fn a_missing_page_is_named_before_any_port_is_taken() {
        let config = Config {
            dist: PathBuf::from("/no/such/folder"),
            port: 0,
            ..Config::default()
        };
        let error = run(config).expect_err("nothing to serve");
        assert!(matches!(error, ServerError::NoPage(_)), "{error:?}");
        assert!(
            error.to_string().contains("/no/such/folder/index.html"),
            "{error}"
        );
    }
}
