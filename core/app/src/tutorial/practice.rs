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
}
