//! How a language writes numbers and which plural form a number takes, and the values a
//! message is given.

/// One of CLDR's plural categories: which form of a word a number takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    /// Zero.
    Zero,
    /// One.
    One,
    /// Two.
    Two,
    /// Few.
    Few,
    /// Many.
    Many,
    /// Other, which every language has.
    Other,
}

impl Category {
    /// Every category, in CLDR's order.
    pub const ALL: [Category; 6] = [
        Category::Zero,
        Category::One,
        Category::Two,
        Category::Few,
        Category::Many,
        Category::Other,
    ];

    /// Its name in CLDR and in Fluent's variant keys.
    pub fn name(self) -> &'static str {
        match self {
            Category::Zero => "zero",
            Category::One => "one",
            Category::Two => "two",
            Category::Few => "few",
            Category::Many => "many",
            Category::Other => "other",
        }
    }

    /// The category a name says.
    pub fn from_name(name: &str) -> Option<Category> {
        Category::ALL.into_iter().find(|c| c.name() == name)
    }
}

/// A value given to a message.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Arg<'a> {
    /// A whole number.
    Int(i64),
    /// A number shown with this many decimals.
    Decimal(f64, u8),
    /// A share (0.5 is half) shown as a percentage with this many decimals.
    Percent(f64, u8),
    /// Words already in the language (a name, another message), placed as they are.
    Text(&'a str),
    /// A word that chooses a wording (`me`, `friend`), never shown.
    Word(&'a str),
}

/// How a language writes numbers and which plural form a number takes. The web layer gives
/// the browser's (`Intl`) with the language; English's is built in.
pub trait Numbers {
    /// The category of `n` shown with `decimals` decimals.
    fn category(&self, n: f64, decimals: u8) -> Category;

    /// `n` written with `decimals` decimals, as a percentage of 1 if `percent`.
    fn write(&self, n: f64, decimals: u8, percent: bool, out: &mut String);
}

/// English's numbers: `1,234`, `97.5%`, and `one` for 1 alone.
#[derive(Clone, Copy, Debug, Default)]
pub struct EnglishNumbers;

impl Numbers for EnglishNumbers {
    fn category(&self, n: f64, decimals: u8) -> Category {
        match decimals == 0 && n == 1.0 {
            true => Category::One,
            false => Category::Other,
        }
    }

    fn write(&self, n: f64, decimals: u8, percent: bool, out: &mut String) {
        // Whole numbers only, scaled by the decimals, and their digits written one by one:
        // Rust's formatting of numbers would cost the first visit kilobytes.
        let places = u32::from(decimals.min(6));
        let n = if percent { n * 100.0 } else { n };
        let scaled = (n.abs() * 10_u64.pow(places) as f64).round() as u64;
        if n < 0.0 && scaled > 0 {
            out.push('-');
        }
        let mut digits = [b'0'; 20];
        let mut count = 0;
        let mut rest = scaled;
        while rest > 0 || count <= places as usize {
            digits[count] = b'0' + (rest % 10) as u8;
            rest /= 10;
            count += 1;
        }
        for i in (0..count).rev() {
            let whole_left = i.checked_sub(places as usize);
            out.push(char::from(digits[i]));
            match whole_left {
                Some(0) if places > 0 => out.push('.'),
                Some(left) if left > 0 && left % 3 == 0 => out.push(','),
                _ => {}
            }
        }
        if percent {
            out.push('%');
        }
    }
}
