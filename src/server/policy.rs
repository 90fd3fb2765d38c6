//! Who the server answers, and who it takes a request to come from:
//!
//! - **Host.** The server serves the host names it is told it serves: the site's public
//!   origins (`--origin https://kalah.example`), and `127.0.0.1` and `localhost` on its own
//!   port. A request for any other host is answered 421, so a page of another site whose name
//!   was pointed at this machine (DNS rebinding) reaches nothing.
//! - **Origin.** A browser's request that makes a room or opens a socket carries its page's
//!   origin, which must be one of the same list: it is never compared with the request's own
//!   `Host`, which such a page also controls.
//! - **Client.** A request's client is the connection's peer, unless the peer is a proxy the
//!   server trusts (`--trust-proxy CIDR`): then it is the nearest address in `Forwarded` (or
//!   else `X-Forwarded-For`) that is not itself a trusted proxy. Every per-address limit
//!   counts that client.

use std::net::{IpAddr, SocketAddr};

use axum::http::HeaderMap;
use axum::http::header::{FORWARDED, HOST, ORIGIN};
use ipnet::IpNet;

/// An origin as the server compares them: scheme, host name (lowercase) and port.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Origin {
    https: bool,
    host: String,
    port: u16,
}

impl Origin {
    /// Reads `http://host[:port]` or `https://host[:port]`, with nothing after but a `/`.
    fn parse(text: &str) -> Option<Origin> {
        let (https, rest) = if let Some(rest) = text.strip_prefix("https://") {
            (true, rest)
        } else {
            (false, text.strip_prefix("http://")?)
        };
        let rest = rest.strip_suffix('/').unwrap_or(rest);
        let (host, port) = split_host(rest, if https { 443 } else { 80 })?;
        Some(Origin { https, host, port })
    }

    fn default_port(&self) -> u16 {
        if self.https { 443 } else { 80 }
    }
}

/// Splits `host[:port]` (`[v6]:port` for an IPv6 address) into a lowercase host and a port,
/// `default` when none is written.
fn split_host(text: &str, default: u16) -> Option<(String, u16)> {
    if text.is_empty() || text.contains(['/', '@', '?', '#', ' ']) {
        return None;
    }
    let (host, port) = if let Some(rest) = text.strip_prefix('[') {
        let (inside, after) = rest.split_once(']')?;
        let port = match after {
            "" => None,
            _ => Some(after.strip_prefix(':')?),
        };
        (format!("[{inside}]"), port)
    } else {
        match text.rsplit_once(':') {
            Some((host, port)) => (host.to_string(), Some(port)),
            None => (text.to_string(), None),
        }
    };
    let port = match port {
        Some(port) => port.parse().ok()?,
        None => default,
    };
    (!host.is_empty()).then(|| (host.to_ascii_lowercase(), port))
}

/// The server's answers to "which host?", "which page?" and "which client?".
#[derive(Clone, Debug)]
pub struct Policy {
    origins: Vec<Origin>,
    proxies: Vec<IpNet>,
    scrapers: Vec<IpNet>,
}

impl Policy {
    /// The policy of a server on `port` of the loopback, serving the public `origins` too, and
    /// trusting the proxies in `proxies`.
    ///
    /// # Errors
    ///
    /// An origin that is not `http://` or `https://`, a host name and an optional port.
    pub fn new(port: u16, origins: &[String], proxies: Vec<IpNet>) -> Result<Policy, String> {
        let mut served = vec![
            Origin {
                https: false,
                host: "127.0.0.1".into(),
                port,
            },
            Origin {
                https: false,
                host: "localhost".into(),
                port,
            },
        ];
        for text in origins {
            served.push(Origin::parse(text).ok_or_else(|| {
                format!("--origin takes an origin such as https://kalah.example, not {text:?}")
            })?);
        }
        Ok(Policy {
            origins: served,
            proxies,
            scrapers: Vec::new(),
        })
    }

    /// The same policy, with the server's metrics given to clients in `scrapers`.
    #[must_use]
    pub fn with_scrapers(self, scrapers: Vec<IpNet>) -> Policy {
        Policy { scrapers, ..self }
    }

    /// Whether `client` (a request's client, as [`Policy::client`] reads it) may read the
    /// server's metrics: only the addresses the operator named may.
    pub fn may_scrape(&self, client: IpAddr) -> bool {
        self.scrapers.iter().any(|net| net.contains(&client))
    }

    /// Whether a request's `Host` names a host the server serves, port included (a host
    /// without one is on its scheme's default port, so `kalah.example` is served for
    /// `https://kalah.example`).
    pub fn serves(&self, headers: &HeaderMap) -> bool {
        let Some(host) = headers.get(HOST).and_then(|h| h.to_str().ok()) else {
            return false;
        };
        self.origins.iter().any(|origin| {
            split_host(host, origin.default_port())
                .is_some_and(|(name, port)| name == origin.host && port == origin.port)
        })
    }

    /// Whether a request's page may make a room or open a socket: a request without an
    /// `Origin` (not a browser's) may; a browser's may only from a served origin.
    pub fn page_allowed(&self, headers: &HeaderMap) -> bool {
        let Some(origin) = headers.get(ORIGIN) else {
            return true;
        };
        origin
            .to_str()
            .ok()
            .and_then(Origin::parse)
            .is_some_and(|origin| self.origins.contains(&origin))
    }

    /// Whether connections from `address` come through a proxy the server trusts.
    pub fn trusts(&self, address: IpAddr) -> bool {
        self.proxies.iter().any(|net| net.contains(&address))
    }

    /// The client a request comes from: see the module's comment.
    pub fn client(&self, peer: SocketAddr, headers: &HeaderMap) -> IpAddr {
        let peer = peer.ip();
        if !self.trusts(peer) {
            return peer;
        }
        let mut chain = forwarded_for(headers);
        if chain.is_empty() {
            chain = x_forwarded_for(headers);
        }
        // The nearest hop first: the first address that is not a trusted proxy is the client.
        chain
            .iter()
            .rev()
            .find(|address| !self.trusts(**address))
            .or(chain.first())
            .copied()
            .unwrap_or(peer)
    }
}

/// The `for=` addresses of every `Forwarded` header (RFC 7239), the client's first. A hop
/// that hides its address (`unknown`, `_secret`) ends the chain there: nothing before it can
/// be read.
fn forwarded_for(headers: &HeaderMap) -> Vec<IpAddr> {
    let mut chain = Vec::new();
    for value in headers.get_all(FORWARDED) {
        let Ok(value) = value.to_str() else { continue };
        for element in value.split(',') {
            let address = element.split(';').find_map(|pair| {
                let (name, value) = pair.split_once('=')?;
                name.trim()
                    .eq_ignore_ascii_case("for")
                    .then(|| node_address(value.trim().trim_matches('"')))
            });
            match address {
                Some(Some(address)) => chain.push(address),
                Some(None) => chain.clear(),
                None => {}
            }
        }
    }
    chain
}

/// The addresses of every `X-Forwarded-For` header, the client's first.
fn x_forwarded_for(headers: &HeaderMap) -> Vec<IpAddr> {
    headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .filter_map(|node| node_address(node.trim()))
        .collect()
}

/// A node's address: `192.0.2.1`, `192.0.2.1:4711`, `[2001:db8::1]` or `[2001:db8::1]:4711`.
fn node_address(node: &str) -> Option<IpAddr> {
    if let Some(rest) = node.strip_prefix('[') {
        return rest.split_once(']')?.0.parse().ok();
    }
    node.parse()
        .ok()
        .or_else(|| node.rsplit_once(':')?.0.parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_static(value));
        }
        map
    }

    fn policy() -> Policy {
        Policy::new(
            8080,
            &["https://kalah.example".to_string()],
            vec!["10.0.0.0/8".parse().unwrap(), "::1/128".parse().unwrap()],
        )
        .unwrap()
    }

    #[test]
    fn only_the_served_hosts_on_their_ports_are_served() {
        let policy = policy();
        for host in [
            "127.0.0.1:8080",
            "localhost:8080",
            "LOCALHOST:8080",
            "kalah.example",
            "kalah.example:443",
        ] {
            assert!(policy.serves(&headers(&[("host", host)])), "{host}");
        }
        for host in [
            "127.0.0.1",
            "127.0.0.1:8081",
            "rebind.example:8080",
            "kalah.example:8080",
            "evil.kalah.example",
            "",
        ] {
            assert!(!policy.serves(&headers(&[("host", host)])), "{host}");
        }
        assert!(!policy.serves(&headers(&[])), "no host at all");
    }

    #[test]
    fn a_page_is_checked_against_the_served_origins_never_the_requests_own_host() {
        let policy = policy();
        let allowed = |origin: &'static str, host: &'static str| {
            policy.page_allowed(&headers(&[("origin", origin), ("host", host)]))
        };
        assert!(allowed("http://127.0.0.1:8080", "127.0.0.1:8080"));
        assert!(allowed("https://kalah.example", "kalah.example"));
        assert!(allowed("https://kalah.example:443", "kalah.example"));
        // A rebinding page names its own host in both headers.
        assert!(!allowed(
            "http://rebind.example:8080",
            "rebind.example:8080"
        ));
        assert!(!allowed("http://kalah.example", "kalah.example"));
        assert!(!allowed("null", "127.0.0.1:8080"));
        assert!(policy.page_allowed(&headers(&[])), "not a browser");
    }

    #[test]
    fn an_origin_that_is_not_one_is_refused_at_the_start() {
        for bad in [
            "kalah.example",
            "ftp://x",
            "https://",
            "https://x/path",
            "https://x:port",
        ] {
            assert!(
                Policy::new(80, &[bad.to_string()], Vec::new()).is_err(),
                "{bad}"
            );
        }
    }

    #[test]
    fn the_client_is_read_from_a_trusted_proxys_headers_only() {
        let policy = policy();
        let proxy: SocketAddr = "10.0.0.5:40000".parse().unwrap();
        let stranger: SocketAddr = "192.0.2.9:40000".parse().unwrap();
        let claimed = headers(&[("x-forwarded-for", "198.51.100.7")]);
        assert_eq!(policy.client(stranger, &claimed), stranger.ip());
        assert_eq!(
            policy.client(proxy, &claimed),
            "198.51.100.7".parse::<IpAddr>().unwrap()
        );
        // The nearest untrusted hop, not what the client itself claimed first.
        let chain = headers(&[("x-forwarded-for", "203.0.113.1, 198.51.100.7, 10.1.2.3")]);
        assert_eq!(
            policy.client(proxy, &chain),
            "198.51.100.7".parse::<IpAddr>().unwrap()
        );
        let forwarded = headers(&[
            (
                "forwarded",
                r#"for=203.0.113.1;proto=https, for="[2001:db8::7]:4711""#,
            ),
            ("x-forwarded-for", "198.51.100.7"),
        ]);
        assert_eq!(
            policy.client(proxy, &forwarded),
            "2001:db8::7".parse::<IpAddr>().unwrap()
        );
        assert_eq!(policy.client(proxy, &headers(&[])), proxy.ip());
        let hidden = headers(&[("forwarded", "for=_hidden")]);
        assert_eq!(policy.client(proxy, &hidden), proxy.ip());
    }
}
