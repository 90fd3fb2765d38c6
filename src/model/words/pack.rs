//! A language's pack: its messages as the build wrote them for the page to fetch.

use super::{COUNTS, Catalogue, FILES, Lang, Message};

impl Catalogue {
    /// The catalogue in `pack`, as `src/lang/build/` writes it: a first line of the language's
    /// tag and how many messages each file has, then one message a line, file by file. `None`
    /// if it is not one (cut short, of another build, or not a pack at all), or is English's,
    /// which is never packed. The pack is kept for as long as the page runs.
    ///
    /// ```
    /// use mancala::model::words::{Catalogue, Lang};
    ///
    /// assert!(Catalogue::read("fr 1").is_none());
    /// assert!(Catalogue::read("<!DOCTYPE html>").is_none());
    /// let french = mancala::model::words::pack("fr").and_then(Catalogue::read).unwrap();
    /// assert_eq!(french.lang, Lang::from_tag("fr").unwrap());
    /// ```
    pub fn read(pack: &'static str) -> Option<Catalogue> {
        let mut lines = pack.split('\n');
        let mut head = lines.next()?.split(' ');
        let lang = Lang::from_tag(head.next()?).filter(|lang| *lang != Lang::ENGLISH)?;
        for count in COUNTS {
            if head.next()?.parse::<usize>().ok()? != count {
                return None;
            }
        }
        if head.next().is_some() {
            return None;
        }
        let mut read = Vec::with_capacity(COUNTS.len());
        for count in COUNTS {
            let messages: Vec<Message> = lines.by_ref().take(count).collect();
            if messages.len() != count {
                return None;
            }
            read.push(messages);
        }
        // What follows the last message: the pack's final line break, and nothing more.
        if (lines.next(), lines.next()) != (Some(""), None) {
            return None;
        }
        let mut files: [&'static [Message]; FILES.len()] = [&[]; FILES.len()];
        for (file, messages) in files.iter_mut().zip(read) {
            *file = Vec::leak(messages);
        }
        Some(Catalogue { lang, files })
    }
}
