//! "Put it into practice": from the end of the tutorial or of a lesson to
//! the puzzle trainer, on the variant and the themes that exercise what
//! was just taught (lichess's lessons end the same way, on puzzles of the
//! matching theme).

use crate::controls::Control;
use crate::i18n::text;
use draughts_engine::puzzle::{builtin, Theme};
use draughts_game::Lang;
use draughts_rules::Variant;

/// Where "Put it into practice" leads: the trainer of `variant`, with
/// `themes` chosen (none: every theme).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Practice {
    /// The variant of the puzzles.
    pub variant: Variant,
    /// The themes to choose; each has puzzles in the variant.
    pub themes: Vec<Theme>,
    /// The button: "Put it into practice".
    pub control: Control,
}

/// The variant and themes a lesson practises, by its id.
fn lesson_themes(id: &str) -> Option<(Variant, &'static [Theme])> {
    use Theme::*;
    use Variant::*;
    Some(match id {
        "compulsory-capture" => (International, &[CaptureChoice, Shot]),
        "multi-capture" => (International, &[MultiCapture]),
        "majority-capture" => (International, &[CaptureChoice, MultiCapture]),
        "backward-capture" => (International, &[Shot, MultiCapture]),
        "flying-king" => (Russian, &[KingCapture]),
        "promotion-international" => (International, &[Breakthrough]),
        "promotion-russian" => (Russian, &[PromotionInCapture, Breakthrough]),
        "promotion-english" => (English, &[Breakthrough]),
        "turkish-strike" => (International, &[MultiCapture, Shot]),
        "notation-numbers" => (International, &[]),
        "notation-coordinates" => (Russian, &[]),
        _ => return None,
    })
}

impl Practice {
    fn new(variant: Variant, themes: &[Theme], lang: Lang) -> Practice {
        let set = builtin(variant);
        let themes = themes
            .iter()
            .copied()
            .filter(|t| set.puzzles.iter().any(|p| p.themes.contains(*t)))
            .collect();
        let control = Control::new(text(lang, "lesson-practice"), !set.puzzles.is_empty());
        Practice { variant, themes, control }
    }

    /// Where a lesson's "Put it into practice" leads; `None` for an
    /// unknown lesson id.
    pub fn for_lesson(id: &str, lang: Lang) -> Option<Practice> {
        lesson_themes(id).map(|(v, themes)| Practice::new(v, themes, lang))
    }

    /// Where the end of the tutorial of `variant` leads: its shots and
    /// multiple captures, the first tactics a newcomer meets.
    pub fn for_tutorial(variant: Variant, lang: Lang) -> Practice {
        Practice::new(variant, &[Theme::Shot, Theme::MultiCapture], lang)
    }

    /// What the end of the rules page `page_id` offers: the tutorial's
    /// last section leads to the puzzles of `variant` (the one the player
    /// trains on), as [`Practice::for_tutorial`], its button put forward
    /// (the page's way on); every other page, none.
    pub fn for_page(page_id: &str, variant: Variant, lang: Lang) -> Option<Practice> {
        (page_id == super::sections::LAST_PAGE).then(|| {
            let p = Practice::for_tutorial(variant, lang);
            Practice { control: p.control.clone().offered(true), ..p }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Only the tutorial's last page ends on the puzzles, of the variant
    /// asked for, with the core's label.
    #[test]
    fn the_end_of_the_tutorial_leads_to_the_puzzles() {
        let pages = crate::tutorial::tutorial_pages(Lang::En);
        let last = pages.last().expect("a tutorial");
        let p = Practice::for_page(&last.id, Variant::Russian, Lang::En).expect("a way out");
        let end = Practice::for_tutorial(Variant::Russian, Lang::En);
        assert_eq!((p.variant, &p.themes), (end.variant, &end.themes));
        assert_eq!(p.control.label, "Put it into practice");
        assert!(p.control.enabled && p.control.offered && !p.themes.is_empty());
        for page in &pages[..pages.len() - 1] {
            assert_eq!(
                Practice::for_page(&page.id, Variant::Russian, Lang::En),
                None,
                "{}",
                page.id
            );
        }
        let rules = crate::tutorial::variant_page(Variant::Russian, Lang::En);
        assert_eq!(Practice::for_page(&rules.id, Variant::Russian, Lang::En), None);
        assert_eq!(
            Practice::for_page("in-the-app", Variant::English, Lang::Fr).unwrap().variant,
            Variant::English
        );
    }
}
