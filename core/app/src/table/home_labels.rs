//! The words of a home screen around the new-game form: the two big
//! actions, the variant card, the cards of the other screens, each with
//! its one-line description. They come with the form's snapshot, in its
//! language, so both apps say the same thing and neither builds a sentence.

use super::new_game::GameMode;
use crate::i18n::{text, tr};
use crate::texts::level_title;
use draughts_game::Lang;

/// A home screen's words. Titles the apps already name (Archive,
/// Statistics, …) stay the apps' own; these are the descriptions under
/// them and the words of the new layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HomeLabels {
    /// The heading over the unfinished games: "Continue".
    pub continue_heading: String,
    /// The first big action: "Play the bot".
    pub play_bot: String,
    /// Under it, the level the bot will play: "Level 3 · Amateur".
    pub play_bot_detail: String,
    /// The second big action: "Play a friend".
    pub play_friend: String,
    /// Under it: "Two players on one device".
    pub play_friend_detail: String,
    /// The variant card's heading: "Variant".
    pub variant_heading: String,
    /// What tapping the variant card does, read aloud and shown on it:
    /// "Change the variant".
    pub change_variant: String,
    /// The new-game sheet's title, by the form's mode: "Play the bot" or
    /// "Play a friend".
    pub sheet_title: String,
    /// The heading over the other screens' cards: "More".
    pub more_heading: String,
    /// The Learn card's description.
    pub learn_detail: String,
    /// The analysis board card's description.
    pub analysis_detail: String,
    /// The position editor card's description.
    pub set_up_detail: String,
    /// The archive card's description.
    pub archive_detail: String,
    /// The statistics card's description.
    pub statistics_detail: String,
    /// The PDN entry's title: "Open a PDN file".
    pub open_pdn: String,
    /// Its description.
    pub open_pdn_detail: String,
}

impl HomeLabels {
    /// The words in `lang`, the bot's line at `level`, the sheet's title
    /// for `mode`.
    pub fn new(lang: Lang, mode: GameMode, level: u8) -> HomeLabels {
        let t = |id: &'static str| text(lang, id).to_string();
        let play_bot = t("game-home-play-bot");
        let play_friend = t("game-home-play-friend");
        let sheet_title = match mode {
            GameMode::VsBot => play_bot.clone(),
            GameMode::TwoPlayers => play_friend.clone(),
        };
        HomeLabels {
            continue_heading: t("game-home-continue"),
            play_bot_detail: tr(
                lang,
                "game-home-play-bot-detail",
                &[("level", level.into()), ("name", level_title(level, lang).into())],
            ),
            play_bot,
            play_friend,
            play_friend_detail: t("game-home-play-friend-detail"),
            variant_heading: t("game-home-variant"),
            change_variant: t("game-home-change-variant"),
            sheet_title,
            more_heading: t("game-home-more"),
            learn_detail: t("game-home-learn-detail"),
            analysis_detail: t("game-home-analysis-detail"),
            set_up_detail: t("game-home-set-up-detail"),
            archive_detail: t("game-home-archive-detail"),
            statistics_detail: t("game-home-statistics-detail"),
            open_pdn: t("game-home-open-pdn"),
            open_pdn_detail: t("game-home-open-pdn-detail"),
        }
    }
}
