//! The catalogues of the page's languages (src/lang/), as compiled by src/lang/build/, held to
//! Fluent itself and to CLDR's plural rules:
//! - the build refuses a language that lacks a message, has one English does not, or leaves
//!   out a value (its own tests are the planted catalogues below, compiled by the same code);
//! - every message of every language words its values as Project Fluent's own crate,
//!   `fluent-bundle`, words the same text, for every plural category and choice;
//! - where English chooses a wording by a number's plural category, every language does, with a
//!   wording for each category its CLDR rules have;
//! - the pseudo-language wraps and lengthens every message;
//! - each language's pack, as the page fetches it, reads back as its catalogue, and a pack cut
//!   short or changed is refused rather than misread.

use std::collections::BTreeSet;
use std::str::FromStr;

use fluent_bundle::types::FluentNumber;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use intl_pluralrules::operands::PluralOperands;
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use mancala::model::words::{
    self, Arg, Catalogue, Category, FILES, LANGUAGES, Lang, MESSAGES, Message, Numbers,
};
use proptest::prelude::*;
use unic_langid::LanguageIdentifier;

const LANG_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/lang");

/// Numbers as Fluent writes them when given no options (`1000`, `2.50`), with CLDR's plural
/// rules for one language: the same as `fluent-bundle`'s, so that the two can be compared.
struct Plain(PluralRules);

impl Plain {
    fn new(tag: &str) -> Plain {
        Plain(rules(tag))
    }
}

fn rules(tag: &str) -> PluralRules {
    let langid: LanguageIdentifier = tag.parse().expect("a language tag");
    PluralRules::create(langid.clone(), PluralRuleType::CARDINAL)
        .or_else(|_| {
            let language: LanguageIdentifier = langid.language.as_str().parse().expect("a tag");
            PluralRules::create(language, PluralRuleType::CARDINAL)
        })
        .expect("CLDR has plural rules for every language of the page")
}

fn category(rules: &PluralRules, n: f64, decimals: u8) -> Category {
    let written = format!("{n:.*}", usize::from(decimals));
    let operands = PluralOperands::try_from(written.as_str()).expect("a number");
    match rules.select(operands).expect("a category") {
        PluralCategory::ZERO => Category::Zero,
        PluralCategory::ONE => Category::One,
        PluralCategory::TWO => Category::Two,
        PluralCategory::FEW => Category::Few,
        PluralCategory::MANY => Category::Many,
        PluralCategory::OTHER => Category::Other,
    }
}

impl Numbers for Plain {
    fn category(&self, n: f64, decimals: u8) -> Category {
        category(&self.0, n, decimals)
    }

    fn write(&self, n: f64, decimals: u8, percent: bool, out: &mut String) {
        let n = if percent { n * 100.0 } else { n };
        out.push_str(&format!("{n:.*}", usize::from(decimals)));
    }
}

/// A language's catalogue: English's is compiled into the code, so it is gathered file by file.
fn tables(lang: Lang) -> Vec<&'static [Message]> {
    match words::catalogue(lang) {
        Some(Catalogue { files, .. }) => files.to_vec(),
        None => (0..FILES.len()).map(words::english).collect(),
    }
}

/// The values tried for a value of this kind.
fn samples(kind: &str) -> Vec<Sample> {
    if let Some(choices) = kind.strip_prefix("Choice:") {
        let mut words: Vec<Sample> = choices
            .split(',')
            .map(|w| Sample::Word(w.trim().to_string()))
            .collect();
        words.push(Sample::Word("none-of-them".to_string()));
        return words;
    }
    let mut parts = kind.split_whitespace();
    match (
        parts.next(),
        parts.next().map(|d| d.parse::<u8>().expect("digits")),
    ) {
        (Some("Number"), None) => [0, 1, 2, 3, 4, 5, 6, 11, 12, 21, 102, 1000]
            .map(Sample::Int)
            .to_vec(),
        (Some("Decimal"), Some(d)) => [0.0, 1.0, 1.5, 2.25, 11.0]
            .map(|n| Sample::Decimal(n, d))
            .to_vec(),
        (Some("Percent"), Some(d)) => [0.0, 0.01, 0.5, 0.975, 1.0]
            .map(|n| Sample::Percent(n, d))
            .to_vec(),
        (Some("Text"), None) => vec![Sample::Text("«words»".to_string())],
        _ => panic!("an unknown kind {kind}"),
    }
}

#[derive(Clone, Debug)]
enum Sample {
    Int(i64),
    Decimal(f64, u8),
    Percent(f64, u8),
    Text(String),
    Word(String),
}

impl Sample {
    fn arg(&self) -> Arg<'_> {
        match self {
            Sample::Int(n) => Arg::Int(*n),
            Sample::Decimal(n, d) => Arg::Decimal(*n, *d),
            Sample::Percent(n, d) => Arg::Percent(*n, *d),
            Sample::Text(text) => Arg::Text(text),
            Sample::Word(word) => Arg::Word(word),
        }
    }

    fn fluent(&self) -> FluentValue<'static> {
        match self {
            Sample::Int(n) => FluentValue::from(*n),
            Sample::Decimal(n, d) => number(*n, *d),
            Sample::Percent(n, d) => number(*n * 100.0, *d),
            Sample::Text(text) | Sample::Word(text) => FluentValue::from(text.clone()),
        }
    }
}

fn number(n: f64, decimals: u8) -> FluentValue<'static> {
    let written = format!("{n:.*}", usize::from(decimals));
    FluentValue::from(FluentNumber::from_str(&written).expect("a number"))
}

/// The sets of values each message is worded with: every value of each in turn, the others at
/// their first, and every pair of a choice and a number.
fn combinations(vars: &[(&str, &str)]) -> Vec<Vec<Sample>> {
    let each: Vec<Vec<Sample>> = vars.iter().map(|(_, kind)| samples(kind)).collect();
    let first: Vec<Sample> = each.iter().map(|values| values[0].clone()).collect();
    let mut found = vec![first.clone()];
    for (i, values) in each.iter().enumerate() {
        for value in values {
            let mut set = first.clone();
            set[i] = value.clone();
            found.push(set);
        }
    }
    for (i, a) in each.iter().enumerate() {
        for (j, b) in each.iter().enumerate().skip(i + 1) {
            for x in a {
                for y in b {
                    let mut set = first.clone();
                    set[i] = x.clone();
                    set[j] = y.clone();
                    found.push(set);
                }
            }
        }
    }
    found
}

/// A language's Fluent bundle, from its files as written.
fn bundle(tag: &str) -> FluentBundle<FluentResource> {
    let langid: LanguageIdentifier = tag.parse().expect("a language tag");
    let mut bundle = FluentBundle::new(vec![langid]);
    bundle.set_use_isolating(false);
    for file in FILES {
        let path = format!("{LANG_DIR}/{tag}/{file}.ftl");
        let text = std::fs::read_to_string(&path).expect("the build read it");
        let resource = FluentResource::try_new(text).expect("the build parsed it");
        bundle
            .add_resource(resource)
            .expect("no message is given twice across a language's files");
    }
    bundle
}

#[test]
fn every_message_of_every_language_words_its_values_as_fluent_does() {
    let mut checked = 0;
    for lang in Lang::all().filter(|lang| lang.language().listed) {
        let tag = lang.tag();
        let fluent = bundle(tag);
        let numbers = Plain::new(tag);
        for (file, table) in tables(lang).into_iter().enumerate() {
            for (index, (id, vars)) in MESSAGES[file].iter().enumerate() {
                let message = fluent
                    .get_message(id)
                    .and_then(|m| m.value())
                    .unwrap_or_else(|| panic!("{tag}: Fluent finds no `{id}`"));
                for set in combinations(vars) {
                    let args: Vec<Arg> = set.iter().map(Sample::arg).collect();
                    let mut ours = String::new();
                    words::fill(table[index], &args, &numbers, false, &mut ours);
                    let mut fluent_args = FluentArgs::new();
                    for ((name, _), sample) in vars.iter().zip(&set) {
                        fluent_args.set(*name, sample.fluent());
                    }
                    let mut errors = Vec::new();
                    let theirs = fluent.format_pattern(message, Some(&fluent_args), &mut errors);
                    assert!(errors.is_empty(), "{tag} `{id}` {set:?}: {errors:?}");
                    assert_eq!(ours, theirs.replace('\n', " "), "{tag} `{id}` with {set:?}");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100, "only {checked} wordings were compared");
}

/// The categories a language's numbers fall into, whole and with decimals.
fn categories_of(tag: &str) -> BTreeSet<&'static str> {
    let rules = rules(tag);
    let mut found = BTreeSet::new();
    for n in 0..=1000 {
        found.insert(category(&rules, f64::from(n), 0).name());
    }
    found
}

/// The plural keys of every choice made by argument `arg` in `message`, one set a choice.
fn plural_choices(message: Message, arg: u8, found: &mut Vec<BTreeSet<&'static str>>) {
    for (place, keys) in words::choices(message) {
        if place == arg {
            found.push(
                keys.into_iter()
                    .filter(|key| Category::from_name(key).is_some())
                    .collect(),
            );
        }
    }
}

#[test]
fn where_english_counts_every_language_has_a_wording_for_each_of_its_plural_forms() {
    let mut counted = 0;
    for lang in Lang::all().filter(|lang| lang.language().listed) {
        let tag = lang.tag();
        let needed = categories_of(tag);
        if needed.len() == 1 {
            // A language whose numbers take one form (Indonesian) has nothing to choose.
            continue;
        }
        for (file, table) in tables(lang).into_iter().enumerate() {
            let english = words::english(file);
            for (index, (id, vars)) in MESSAGES[file].iter().enumerate() {
                for (arg, (name, kind)) in vars.iter().enumerate() {
                    if kind.starts_with("Choice") || *kind == "Text" {
                        continue;
                    }
                    let arg = u8::try_from(arg).expect("few values");
                    let mut in_english = Vec::new();
                    plural_choices(english[index], arg, &mut in_english);
                    if in_english.iter().all(BTreeSet::is_empty) {
                        continue;
                    }
                    let mut choices = Vec::new();
                    plural_choices(table[index], arg, &mut choices);
                    assert!(
                        choices.iter().any(|keys| !keys.is_empty()),
                        "{tag} `{id}`: English chooses by the plural of `${name}`; this does not"
                    );
                    for keys in choices.iter().filter(|keys| !keys.is_empty()) {
                        let missing: Vec<_> = needed
                            .iter()
                            .filter(|c| **c != "other" && !keys.contains(*c))
                            .collect();
                        assert!(
                            missing.is_empty(),
                            "{tag} `{id}`: `${name}` has no wording for {missing:?}"
                        );
                        counted += 1;
                    }
                }
            }
        }
    }
    assert!(counted > 0, "no count was checked");
}

#[test]
fn cldr_gives_arabic_six_forms_and_english_two() {
    // The check above is only as good as the categories it asks for.
    assert_eq!(categories_of("ar").len(), 6);
    assert_eq!(
        categories_of("en"),
        BTreeSet::from(["one", "other"]),
        "English"
    );
}

#[test]
fn the_pseudo_language_marks_and_lengthens_every_message() {
    let pseudo = Lang::from_tag("en-XA").expect("the pseudo-language");
    assert!(!pseudo.language().listed, "players never see it listed");
    let numbers = Plain::new("en");
    let catalogue = words::catalogue(pseudo).expect("compiled");
    let (mut english_length, mut pseudo_length) = (0, 0);
    for (file, table) in catalogue.files.iter().enumerate() {
        for (index, (id, vars)) in MESSAGES[file].iter().enumerate() {
            for set in combinations(vars) {
                let args: Vec<Arg> = set.iter().map(Sample::arg).collect();
                let (mut english, mut marked) = (String::new(), String::new());
                words::fill(
                    words::english(file)[index],
                    &args,
                    &numbers,
                    false,
                    &mut english,
                );
                words::fill(table[index], &args, &numbers, false, &mut marked);
                assert!(
                    marked.starts_with('⟦') && marked.ends_with('⟧'),
                    "`{id}`: {marked}"
                );
                english_length += english.chars().count();
                pseudo_length += marked.chars().count();
            }
        }
    }
    let growth = pseudo_length as f64 / english_length as f64;
    assert!(
        (1.3..1.6).contains(&growth),
        "the pseudo-language is {growth:.2} times as long as English"
    );
}

#[test]
fn each_language_names_itself_and_says_which_way_it_is_written() {
    for language in LANGUAGES {
        assert!(!language.name.is_empty(), "{}", language.tag);
    }
    let arabic = LANGUAGES.iter().filter(|l| l.rtl).map(|l| l.tag);
    assert!(arabic.eq(LANGUAGES.iter().filter(|l| l.tag == "ar").map(|l| l.tag)));
    assert_eq!(LANGUAGES[0].tag, "en");
}

/// The build script itself, to compile planted catalogues with the same code.
#[allow(dead_code)]
#[path = "../src/lang/build/main.rs"]
mod build;

/// The problems the build finds in an English `main.ftl` and a French one.
fn problems(english: &str, french: &str) -> Vec<String> {
    let language = |tag: &str, text: &str| build::Source {
        tag: tag.to_string(),
        files: [("main".to_string(), text.to_string())].into(),
    };
    let mut found = Vec::new();
    build::compile(
        &[language("en", english), language("fr", french)],
        &mut found,
    );
    found
}

#[test]
fn the_build_refuses_a_message_name_given_in_two_files() {
    let language = |tag: &str, main: &str, other: &str| build::Source {
        tag: tag.to_string(),
        files: [
            ("main".to_string(), main.to_string()),
            ("other".to_string(), other.to_string()),
        ]
        .into(),
    };
    let mut found = Vec::new();
    build::compile(
        &[
            language("en", ENGLISH, "greeting = Hello\n"),
            language("fr", FRENCH, "greeting = Bonjour\n"),
        ],
        &mut found,
    );
    assert_eq!(found, Vec::<String>::new());
    build::compile(
        &[
            language("en", ENGLISH, "# $count (Number)\nseeds = { $count }\n"),
            language("fr", FRENCH, "seeds = { $count }\n"),
        ],
        &mut found,
    );
    assert!(
        found
            .iter()
            .any(|f| f.contains("`seeds` is a message of main.ftl already")),
        "{found:?}"
    );
}

const ENGLISH: &str = "-language-name = English
-language-direction = ltr
# $count (Number) - seeds
seeds = { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}
";

const FRENCH: &str = "-language-name = Français
-language-direction = ltr
seeds = { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}
";

#[test]
fn the_build_refuses_a_catalogue_that_breaks_its_rules() {
    assert_eq!(problems(ENGLISH, FRENCH), Vec::<String>::new());
    let planted = [
        (
            ENGLISH,
            "-language-name = Français\n-language-direction = ltr\n",
            "is missing",
        ),
        (
            ENGLISH,
            &format!("{FRENCH}colour = bleu\n"),
            "is not an English message",
        ),
        (
            ENGLISH,
            "-language-name = Français\n-language-direction = ltr\nseeds = des graines\n",
            "never uses `$count`",
        ),
        (
            ENGLISH,
            "-language-name = Français\n-language-direction = ltr\nseeds = { $count } { $colour }\n",
            "`$colour` is not one of its values",
        ),
        (
            ENGLISH,
            "-language-name = Français\n-language-direction = ltr\nseeds = { $count ->\n    [lots] beaucoup\n   *[other] { $count }\n}\n",
            "cannot choose a wording by `lots`",
        ),
        (
            ENGLISH,
            "-language-name = Français\n-language-direction = ltr\nseeds = { NUMBER($count) }\n",
            "uses a part of Fluent",
        ),
        (
            ENGLISH,
            &FRENCH.replace("-language-name = Français\n", ""),
            "needs `-language-name`",
        ),
        (
            &ENGLISH.replace("# $count (Number) - seeds\n", ""),
            FRENCH,
            "`$count` is not one of its values",
        ),
        (
            &ENGLISH.replace("(Number)", "(Count)"),
            FRENCH,
            "needs a kind",
        ),
        (
            ENGLISH,
            &FRENCH.replace("graines\n}", "graines\n"),
            "cannot read",
        ),
    ];
    for (english, french, said) in planted {
        let found = problems(english, french);
        assert!(
            found.iter().any(|problem| problem.contains(said)),
            "expected a problem saying {said:?}, found {found:?}"
        );
    }
}

#[test]
fn english_writes_its_numbers_with_commas_and_its_shares_as_percentages() {
    let cases = [
        (1234.0, 0, false, "1,234"),
        (1_000_000.0, 0, false, "1,000,000"),
        (-3.0, 0, false, "-3"),
        (0.0, 0, false, "0"),
        (0.087, 3, false, "0.087"),
        (2.5, 2, false, "2.50"),
        (-0.0001, 2, false, "0.00"),
        (0.975, 1, true, "97.5%"),
        (1.0, 0, true, "100%"),
    ];
    for (n, decimals, percent, written) in cases {
        let mut out = String::new();
        words::EnglishNumbers.write(n, decimals, percent, &mut out);
        assert_eq!(out, written, "{n} with {decimals} decimals");
    }
    assert_eq!(words::EnglishNumbers.category(1.0, 0), Category::One);
    assert_eq!(words::EnglishNumbers.category(1.0, 1), Category::Other);
    assert_eq!(words::EnglishNumbers.category(0.0, 0), Category::Other);
}

#[test]
fn each_language_s_pack_reads_back_as_its_catalogue() {
    for lang in Lang::all().skip(1) {
        let pack = words::pack(lang.tag()).expect("every language but English has a pack");
        let read = Catalogue::read(pack).expect("its own pack reads");
        assert_eq!(read.lang, lang);
        assert_eq!(read.files.to_vec(), tables(lang), "{}", lang.tag());
    }
    assert_eq!(words::pack("en"), None, "English is compiled into the page");
}

/// The French pack with its first line changed to `head`.
fn with_head(head: &str) -> &'static str {
    let pack = words::pack("fr").expect("French has a pack");
    let (_, rest) = pack.split_once('\n').expect("a first line");
    String::leak(format!("{head}\n{rest}"))
}

#[test]
fn a_pack_of_another_build_or_of_english_is_refused() {
    let counts: Vec<String> = words::COUNTS.iter().map(usize::to_string).collect();
    assert!(Catalogue::read(with_head(&format!("fr {}", counts.join(" ")))).is_some());
    let fewer: Vec<String> = words::COUNTS.iter().map(|n| (n - 1).to_string()).collect();
    for head in [
        format!("fr {}", fewer.join(" ")),
        format!("fr {} 3", counts.join(" ")),
        format!("en {}", counts.join(" ")),
        format!("xx {}", counts.join(" ")),
        "fr".to_string(),
    ] {
        assert!(Catalogue::read(with_head(&head)).is_none(), "{head:?}");
    }
}

proptest! {
    #[test]
    fn a_pack_cut_short_anywhere_is_refused(at in 0.0..1.0f64) {
        let pack = words::pack("fr").expect("French has a pack");
        let mut cut = (pack.len() as f64 * at) as usize;
        while !pack.is_char_boundary(cut) {
            cut -= 1;
        }
        prop_assert!(Catalogue::read(&pack[..cut]).is_none(), "cut at {cut} of {}", pack.len());
    }

    #[test]
    fn a_pack_with_a_line_more_or_less_is_refused(line in 1..200usize, remove in any::<bool>()) {
        let pack = words::pack("de").expect("German has a pack");
        let mut lines: Vec<&str> = pack.split('\n').collect();
        let at = line % (lines.len() - 1) + 1;
        match remove {
            true => drop(lines.remove(at)),
            false => lines.insert(at, "Ein Satz zu viel."),
        }
        prop_assert!(Catalogue::read(String::leak(lines.join("\n"))).is_none());
    }

    #[test]
    fn anything_else_is_refused_without_a_panic(text in "\\PC*") {
        prop_assert!(Catalogue::read(String::leak(text)).is_none());
    }
}
