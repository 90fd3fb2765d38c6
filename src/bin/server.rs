//! The page server's entry point: it reads the command line and runs [`mancala::server`]. Run
//! by `bash .ci/serve`, which builds the page into `dist/` first; `server --help` says what it
//! takes.

use std::process::ExitCode;

fn main() -> ExitCode {
    let config = match mancala::server::Config::from_args(std::env::args().skip(1)) {
        Ok(mancala::server::Parsed::Run(config)) => config,
        Ok(mancala::server::Parsed::Help) => {
            println!("{}", mancala::server::USAGE);
            return ExitCode::SUCCESS;
        }
        Ok(mancala::server::Parsed::Backup { db, to }) => {
            return match mancala::server::database::backup(&db, &to) {
                Ok(rooms) => {
                    println!(
                        "{rooms} rooms copied from {} to {}",
                        db.display(),
                        to.display()
                    );
                    ExitCode::SUCCESS
                }
                Err(error) => {
                    eprintln!("server: {error}");
                    ExitCode::FAILURE
                }
            };
        }
        Err(error) => {
            eprintln!("server: {error}\n\n{}", mancala::server::USAGE);
            return ExitCode::from(2);
        }
    };
    mancala::server::log_to_console(config.log);
    match mancala::server::run(config) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("server: {error}");
            ExitCode::FAILURE
        }
    }
}
