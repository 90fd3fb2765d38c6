//! The room server behind a real reverse proxy: Debian's nginx, started on the loopback with
//! the proxy settings of `docs/deploy/proxy.conf` (the same file an operator includes), in
//! front of the real binary with `--trust-proxy`. Plain HTTP here; the TLS of
//! `docs/deploy/nginx.conf` sits around the same settings.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use mancala::room::protocol::{ToClient, ToServer};
use tokio::time::Instant;

use super::client::{Client, request_as};
use super::{play, start, welcome, with_seat};

/// nginx, as a child process of the test, stopped when dropped.
struct Nginx {
    child: Child,
}

impl Drop for Nginx {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn nginx_binary() -> PathBuf {
    ["/usr/sbin/nginx", "/usr/bin/nginx"]
        .into_iter()
        .map(PathBuf::from)
        .find(|path| path.exists())
        .expect("nginx is installed (bash .ci/setup installs Debian's nginx-light)")
}

/// A free port on the loopback, for the proxy to listen on.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port")
        .port()
}

impl Nginx {
    /// Starts nginx on `port`, in front of the server on `upstream`, with its files in `dir`,
    /// and waits until it accepts connections.
    async fn start(dir: &Path, port: u16, upstream: u16) -> Nginx {
        let settings = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/deploy/proxy.conf");
        let prefix = dir.join("nginx");
        std::fs::create_dir_all(prefix.join("temp")).expect("nginx's folder");
        let conf = format!(
            "master_process off;\n\
             daemon off;\n\
             pid {prefix}/nginx.pid;\n\
             error_log {prefix}/error.log warn;\n\
             events {{ worker_connections 4096; }}\n\
             http {{\n\
                 access_log off;\n\
                 client_body_temp_path {prefix}/temp/body;\n\
                 proxy_temp_path {prefix}/temp/proxy;\n\
                 fastcgi_temp_path {prefix}/temp/fastcgi;\n\
                 uwsgi_temp_path {prefix}/temp/uwsgi;\n\
                 scgi_temp_path {prefix}/temp/scgi;\n\
                 upstream mancala_rooms {{ server 127.0.0.1:{upstream}; keepalive 32; }}\n\
                 map $http_upgrade $mancala_connection {{ default upgrade; '' ''; }}\n\
                 server {{\n\
                     listen 127.0.0.1:{port};\n\
                     location / {{ include {settings}; }}\n\
                 }}\n\
             }}\n",
            prefix = prefix.display(),
            settings = settings.display(),
        );
        let file = prefix.join("nginx.conf");
        std::fs::write(&file, conf).expect("nginx's configuration");
        let child = Command::new(nginx_binary())
            .arg("-p")
            .arg(&prefix)
            .arg("-c")
            .arg(&file)
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("nginx starts");
        let nginx = Nginx { child };
        let by = Instant::now() + Duration::from_secs(20);
        while tokio::net::TcpStream::connect(("127.0.0.1", port))
            .await
            .is_err()
        {
            assert!(Instant::now() < by, "nginx listens within 20 s");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        nginx
    }
}

fn from(n: u8) -> std::net::Ipv4Addr {
    std::net::Ipv4Addr::new(127, 0, 0, n)
}

#[tokio::test]
async fn behind_nginx_a_game_is_played_each_visitor_counted_and_the_headers_kept() {
    let port = free_port();
    let origin = format!("http://127.0.0.1:{port}");
    let (server, dir) = start(
        "proxy",
        &[
            "--origin",
            &origin,
            "--trust-proxy",
            "127.0.0.1/32",
            "--creations",
            "2",
            "--metrics-from",
            "127.0.0.1/32",
        ],
    );
    // A hashed module with its two copies, as the build writes them.
    let dist = dir.join("dist");
    let module = "mancala-0123456789abcdef_bg.wasm";
    std::fs::write(dist.join(module), b"\0asm plain").expect("a module");
    std::fs::write(dist.join(format!("{module}.br")), b"brotli bytes").expect("its copy");
    std::fs::write(dist.join(format!("{module}.gz")), b"gzip bytes").expect("its copy");
    let _nginx = Nginx::start(&dir, port, server.port).await;

    // A whole game between two visitors, each from an address of their own.
    let body = with_seat(r#"{"rules":"6x3","turn":60}"#);
    let maker: serde_json::Value = {
        let answer = request_as(
            from(2),
            port,
            "POST",
            "/api/rooms",
            &body,
            &[("Origin", &origin)],
        )
        .await;
        assert_eq!(answer.status, 201, "{answer:?}");
        serde_json::from_str(&answer.body).expect("JSON")
    };
    let secret: mancala::room::protocol::Secret = serde_json::from_str::<serde_json::Value>(&body)
        .expect("JSON")["seat"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .expect("the maker's secret");
    let room = maker["room"].as_str().expect("a room");
    let invite = maker["invite"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .expect("an invite");
    let url = format!("ws://127.0.0.1:{port}/api/rooms/{room}/socket");
    let mut first = Client::open_as(&url, from(2)).await.expect("through nginx");
    first.hello(Some(secret), None).await;
    assert_eq!(welcome(&mut first).await.0, Some(0));
    let mut second = Client::open_as(&url, from(3)).await.expect("through nginx");
    second
        .hello(Some(super::client::fresh_secret()), Some(invite))
        .await;
    assert_eq!(welcome(&mut second).await.0, Some(1));
    let mut clients = [first, second];
    let view = clients[0]
        .state(|v| v.seats.iter().all(|s| s.taken && s.here))
        .await;
    let end = play(&mut clients, view, 400).await;
    assert!(end.ended.is_some(), "played to its end: {end:?}");
    clients[0].say(&ToServer::Resign {}).await;
    assert!(matches!(
        clients[0].next().await,
        Some(ToClient::Refused { .. })
    ));

    // Each visitor has their own budget of rooms, though all come from nginx's address.
    let make = async |source| {
        request_as(
            source,
            port,
            "POST",
            "/api/rooms",
            &with_seat(r#"{"rules":"6x4"}"#),
            &[],
        )
        .await
        .status
    };
    assert_eq!(make(from(2)).await, 201, "the maker's second room");
    assert_eq!(make(from(2)).await, 429, "past the maker's two a minute");
    assert_eq!(make(from(3)).await, 201, "the friend's own budget");
    // A visitor's own X-Forwarded-For is no disguise: nginx adds the address it saw.
    let spoofed = request_as(
        from(2),
        port,
        "POST",
        "/api/rooms",
        &with_seat(r#"{"rules":"6x4"}"#),
        &[("X-Forwarded-For", "198.51.100.9")],
    )
    .await;
    assert_eq!(spoofed.status, 429, "{spoofed:?}");

    // The headers and the build's compressed copies come through as the server sent them.
    let wasm = request_as(
        from(4),
        port,
        "GET",
        &format!("/{module}"),
        "",
        &[("Accept-Encoding", "gzip, br")],
    )
    .await;
    assert_eq!(wasm.status, 200, "{wasm:?}");
    assert_eq!(wasm.header("content-encoding"), Some("br"), "{}", wasm.head);
    assert_eq!(wasm.bytes, b"brotli bytes");
    assert_eq!(
        wasm.header("cache-control"),
        Some("public, max-age=31536000, immutable")
    );
    assert!(
        wasm.header("vary")
            .is_some_and(|v| v.to_ascii_lowercase().contains("accept-encoding")),
        "{}",
        wasm.head
    );
    let gzip = request_as(
        from(4),
        port,
        "GET",
        &format!("/{module}"),
        "",
        &[("Accept-Encoding", "gzip")],
    )
    .await;
    assert_eq!(gzip.header("content-encoding"), Some("gzip"));
    assert_eq!(gzip.bytes, b"gzip bytes");
    let page = request_as(from(4), port, "GET", "/", "", &[]).await;
    assert_eq!(page.status, 200);
    assert_eq!(page.header("cache-control"), Some("no-cache"));
    assert_eq!(page.header("x-content-type-options"), Some("nosniff"));
    // Another host, through the same proxy, is not served.
    let rebound = request_as(from(4), port, "GET", "/", "", &[("Host", "rebind.example")]).await;
    assert_eq!(rebound.status, 421, "{rebound:?}");
    // The metrics are for the machine itself: nginx answers for them, whatever a visitor
    // says it is, and the server refuses a trusted proxy that asks for a visitor it was not
    // told to serve.
    let through = request_as(
        from(4),
        port,
        "GET",
        "/metrics",
        "",
        &[("X-Forwarded-For", "127.0.0.1")],
    )
    .await;
    assert_eq!(through.status, 404, "{}", through.head);
    assert!(
        through.body.contains("nginx"),
        "nginx's own answer: {}",
        through.body
    );
    let localhost = std::net::Ipv4Addr::LOCALHOST;
    let for_visitor = request_as(
        localhost,
        server.port,
        "GET",
        "/metrics",
        "",
        &[("X-Forwarded-For", "198.51.100.7")],
    )
    .await;
    assert_eq!(for_visitor.status, 404, "{}", for_visitor.head);
    let own = request_as(localhost, server.port, "GET", "/metrics", "", &[]).await;
    assert_eq!(own.status, 200, "{}", own.head);
    assert!(
        own.body.contains("# TYPE mancala_moves_total counter"),
        "{}",
        own.body
    );
    // And the sockets the proxy holds for its visitors are counted for them, not for it.
    let status = request_as(from(4), port, "GET", "/api/status", "", &[]).await;
    assert!(status.body.contains("\"sockets\":2"), "{status:?}");
}
