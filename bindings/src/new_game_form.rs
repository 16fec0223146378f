//! The home screens' new-game form: the core's `NewGameForm` and its
//! snapshot, mirrored. Each input returns the whole snapshot; the apps draw
//! it and start the game it describes.

use crate::board_view::BoardView;
use crate::clock::ClockSetting;
use crate::error::{argument, guard, Error, Result};
use crate::inputs::{GameMode, Language, NewGame, Player};
use crate::types::{RuleSet, Side, Variant};
use draughts_app as da;
use std::sync::{Arc, Mutex};

/// Which clock the next game gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum ClockPick {
    /// No clock.
    NoClock,
    /// A preset, by its index in `NewGameView.clock_presets`.
    Preset {
        /// The index.
        index: u32,
    },
    /// The custom text, read by the core.
    Custom,
}

/// One input of the form.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum NewGameInput {
    /// Choose the preset at this index of `NewGameView.variants`.
    ChooseVariant {
        /// The index.
        index: u32,
    },
    /// Choose the custom rules again (offered once there are some).
    ChooseCustomRules,
    /// The rules editor's result: a preset's exact rules choose it; others
    /// become the custom rules, chosen.
    UseRules {
        /// The rules.
        rules: RuleSet,
    },
    /// Two people, or against the bot.
    SetMode {
        /// The mode.
        mode: GameMode,
    },
    /// The person's colour against the bot.
    SetSide {
        /// The colour.
        side: Side,
    },
    /// The bot's level, 1 to 6 (clamped).
    SetLevel {
        /// The level.
        level: u32,
    },
    /// The clock choice.
    SetClock {
        /// The choice.
        pick: ClockPick,
    },
    /// The custom clock's text as typed.
    SetCustomClock {
        /// The text (`BASE+INC`).
        text: String,
    },
    /// The language of the labels and the refusal.
    SetLanguage {
        /// The language.
        language: Language,
    },
}

/// A preset as the form lists it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct VariantChoice {
    /// The variant.
    pub variant: Variant,
    /// Its stable id (`international`).
    pub id: String,
    /// Its full name.
    pub name: String,
    /// Its name on a chip.
    pub short_name: String,
    /// Its one-line description.
    pub tagline: String,
    /// It is the one chosen.
    pub selected: bool,
}

/// A level of the bot as the form lists it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LevelChoice {
    /// 1 (weakest) to 6.
    pub number: u32,
    /// Its name ("Club player").
    pub name: String,
    /// Its button's label ("3 · Amateur").
    pub label: String,
    /// It is the one chosen.
    pub selected: bool,
}

/// The choices shown only against the bot.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BotChoices {
    /// The six levels, weakest first.
    pub levels: Vec<LevelChoice>,
    /// The person's colour.
    pub side: Side,
}

/// A clock preset as the form lists it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ClockPresetChoice {
    /// Its id and label (`3+2`).
    pub id: String,
    /// Its setting.
    pub setting: ClockSetting,
    /// It is the one chosen.
    pub selected: bool,
}

/// The custom clock's field, while the custom clock is chosen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct CustomClockView {
    /// The text as typed.
    pub text: String,
    /// Why the core cannot read it, in the form's language; null when it can.
    pub refusal: Option<String>,
}

/// What Start makes.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameStart {
    /// The rules.
    pub rules: RuleSet,
    /// White's player.
    pub white: Player,
    /// Black's player.
    pub black: Player,
    /// The clock; null for none.
    pub clock: Option<ClockSetting>,
}

/// The form's snapshot: all that a home screen draws of it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct NewGameView {
    /// The seven presets, in order.
    pub variants: Vec<VariantChoice>,
    /// The custom rules' title once the editor made some.
    pub custom_rules: Option<String>,
    /// The custom rules are the ones chosen.
    pub custom_chosen: bool,
    /// The chosen rules' name.
    pub chosen_name: String,
    /// The chosen rules' one-line description (a preset's tagline, or the
    /// custom rules' title).
    pub chosen_summary: String,
    /// The rules a start would use (and the editor starts from).
    pub rules: RuleSet,
    /// Two people, or against the bot.
    pub mode: GameMode,
    /// The level and colour choices: non-null against the bot.
    pub bot: Option<BotChoices>,
    /// The clock choice.
    pub clock: ClockPick,
    /// The core's clock presets, fastest first.
    pub clock_presets: Vec<ClockPresetChoice>,
    /// The custom clock's field: non-null while the custom clock is chosen.
    pub custom_clock: Option<CustomClockView>,
    /// Start may be pressed (exactly when `start` is non-null).
    pub can_start: bool,
    /// The game Start makes; null while the custom clock cannot be read.
    pub start: Option<GameStart>,
    /// The chosen rules' start position, for the variant card's small
    /// diagram (read-only).
    pub diagram: BoardView,
    /// The home screen's words around the form, in the form's language.
    pub labels: HomeLabels,
}

/// A home screen's words around the form (titles the apps already name stay
/// theirs; these are the descriptions under them and the new layout's words).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HomeLabels {
    /// The heading over the unfinished games: "Continue".
    pub continue_heading: String,
    /// The first big action: "Play the bot".
    pub play_bot: String,
    /// Under it, the bot's level: "Level 3 · Amateur".
    pub play_bot_detail: String,
    /// The second big action: "Play a friend".
    pub play_friend: String,
    /// Under it: "Two players on one device".
    pub play_friend_detail: String,
    /// The variant card's heading: "Variant".
    pub variant_heading: String,
    /// What tapping the variant card does: "Change the variant".
    pub change_variant: String,
    /// The new-game sheet's title, by the mode.
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

impl From<da::HomeLabels> for HomeLabels {
    fn from(l: da::HomeLabels) -> Self {
        HomeLabels {
            continue_heading: l.continue_heading,
            play_bot: l.play_bot,
            play_bot_detail: l.play_bot_detail,
            play_friend: l.play_friend,
            play_friend_detail: l.play_friend_detail,
            variant_heading: l.variant_heading,
            change_variant: l.change_variant,
            sheet_title: l.sheet_title,
            more_heading: l.more_heading,
            learn_detail: l.learn_detail,
            analysis_detail: l.analysis_detail,
            set_up_detail: l.set_up_detail,
            archive_detail: l.archive_detail,
            statistics_detail: l.statistics_detail,
            open_pdn: l.open_pdn,
            open_pdn_detail: l.open_pdn_detail,
        }
    }
}

/// The new-game form of a home screen. Thread-safe (one lock).
#[derive(uniffi::Object)]
pub struct NewGameForm {
    inner: Mutex<da::NewGameForm>,
}

impl NewGameForm {
    fn lock(&self) -> std::sync::MutexGuard<'_, da::NewGameForm> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[uniffi::export]
impl NewGameForm {
    /// A form on the first preset with `game`'s mode, colour and level, no clock.
    #[uniffi::constructor]
    pub fn new(game: NewGame, language: Language) -> Result<Arc<Self>> {
        guard(|| {
            let level = u8::try_from(game.level).unwrap_or(u8::MAX);
            let start = da::NewGame { mode: game.mode.into(), side: game.side.into(), level };
            let form = da::NewGameForm::new(start, language.into());
            Ok(Arc::new(NewGameForm { inner: Mutex::new(form) }))
        })
    }

    /// The snapshot, changing nothing.
    pub fn view(&self) -> Result<NewGameView> {
        guard(|| Ok(self.lock().view().into()))
    }

    /// Applies one input and returns the new snapshot. An index the
    /// snapshot never offered, or rules that cannot be played, is refused
    /// (`Other`, worded in the form's language) and changes nothing.
    pub fn send(&self, input: NewGameInput) -> Result<NewGameView> {
        guard(|| {
            let mut form = self.lock();
            let lang = form.lang();
            let input = input.into_core()?;
            form.input(input).map(Into::into).map_err(|e| refused(e, lang))
        })
    }
}

fn refused(e: da::FormError, lang: draughts_game::Lang) -> crate::DraughtsError {
    match e {
        da::FormError::Rules(r) => Error::Rules(r).worded(lang),
        other => argument(other.to_string()),
    }
}

fn index(i: u32) -> usize {
    usize::try_from(i).unwrap_or(usize::MAX)
}

impl NewGameInput {
    fn into_core(self) -> Result<da::NewGameInput> {
        use da::NewGameInput as I;
        Ok(match self {
            NewGameInput::ChooseVariant { index: i } => I::ChooseVariant(index(i)),
            NewGameInput::ChooseCustomRules => I::ChooseCustomRules,
            NewGameInput::UseRules { rules } => I::UseRules(rules.to_core()?),
            NewGameInput::SetMode { mode } => I::SetMode(mode.into()),
            NewGameInput::SetSide { side } => I::SetSide(side.into()),
            NewGameInput::SetLevel { level } => I::SetLevel(u8::try_from(level).unwrap_or(u8::MAX)),
            NewGameInput::SetClock { pick } => I::SetClock(match pick {
                ClockPick::NoClock => da::ClockPick::NoClock,
                ClockPick::Preset { index: i } => da::ClockPick::Preset(index(i)),
                ClockPick::Custom => da::ClockPick::Custom,
            }),
            NewGameInput::SetCustomClock { text } => I::SetCustomClock(text),
            NewGameInput::SetLanguage { language } => I::SetLanguage(language.into()),
        })
    }
}

impl From<GameMode> for da::GameMode {
    fn from(m: GameMode) -> Self {
        match m {
            GameMode::TwoPlayers => da::GameMode::TwoPlayers,
            GameMode::VsBot => da::GameMode::VsBot,
        }
    }
}

impl From<da::GameMode> for GameMode {
    fn from(m: da::GameMode) -> Self {
        match m {
            da::GameMode::TwoPlayers => GameMode::TwoPlayers,
            da::GameMode::VsBot => GameMode::VsBot,
        }
    }
}

fn count(i: usize) -> u32 {
    u32::try_from(i).unwrap_or(u32::MAX)
}

impl From<da::NewGameView> for NewGameView {
    fn from(v: da::NewGameView) -> Self {
        NewGameView {
            variants: v
                .variants
                .into_iter()
                .map(|c| VariantChoice {
                    variant: c.variant.into(),
                    id: c.variant.name().to_string(),
                    name: c.name,
                    short_name: c.short_name,
                    tagline: c.tagline,
                    selected: c.selected,
                })
                .collect(),
            custom_rules: v.custom_rules,
            custom_chosen: v.custom_chosen,
            chosen_name: v.chosen_name,
            chosen_summary: v.chosen_summary,
            rules: v.rules.into(),
            mode: v.mode.into(),
            bot: v.bot.map(|b| BotChoices {
                levels: b
                    .levels
                    .into_iter()
                    .map(|l| LevelChoice {
                        number: l.number.into(),
                        name: l.name,
                        label: l.label,
                        selected: l.selected,
                    })
                    .collect(),
                side: b.side.into(),
            }),
            clock: match v.clock {
                da::ClockPick::NoClock => ClockPick::NoClock,
                da::ClockPick::Preset(i) => ClockPick::Preset { index: count(i) },
                da::ClockPick::Custom => ClockPick::Custom,
            },
            clock_presets: v
                .clock_presets
                .into_iter()
                .map(|c| ClockPresetChoice {
                    id: c.id.to_string(),
                    setting: c.setting.into(),
                    selected: c.selected,
                })
                .collect(),
            custom_clock: v
                .custom_clock
                .map(|c| CustomClockView { text: c.text, refusal: c.refusal }),
            can_start: v.can_start,
            start: v.start.map(|s| GameStart {
                rules: s.rules.into(),
                white: s.players[0].into(),
                black: s.players[1].into(),
                clock: s.clock.map(Into::into),
            }),
            diagram: (&v.diagram).into(),
            labels: v.labels.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DraughtsError;

    fn form() -> Arc<NewGameForm> {
        let game = NewGame { mode: GameMode::VsBot, side: Side::White, level: 3 };
        NewGameForm::new(game, Language::En).unwrap()
    }

    #[test]
    fn a_bad_custom_clock_disables_start_with_the_cores_refusal() {
        let f = form();
        f.send(NewGameInput::SetClock { pick: ClockPick::Custom }).unwrap();
        let v = f.send(NewGameInput::SetCustomClock { text: "0+2".into() }).unwrap();
        assert!(!v.can_start && v.start.is_none());
        let en = v.custom_clock.unwrap().refusal.unwrap();
        assert!(en.contains("more than zero"), "{en}");
        let v = f.send(NewGameInput::SetLanguage { language: Language::Fr }).unwrap();
        let fr = v.custom_clock.unwrap().refusal.unwrap();
        assert!(fr.contains("zéro"), "{fr}");
        let v = f.send(NewGameInput::SetCustomClock { text: "3+2".into() }).unwrap();
        let start = v.start.unwrap();
        assert_eq!(start.clock, Some(crate::parse_clock("3+2".into()).unwrap()));
        assert_eq!((start.white, start.black), (Player::Human, Player::Bot { level: 3 }));
    }

    #[test]
    fn the_snapshot_mirrors_the_choices() {
        let f = form();
        let v = f.view().unwrap();
        assert_eq!(v.variants[0].id, "international");
        assert!(v.variants[0].selected);
        assert_eq!(v.clock, ClockPick::NoClock);
        assert_eq!(v.clock_presets[1].id, "3+2");
        assert_eq!(v.bot.unwrap().levels[2].label, "3 · Amateur");
        let v = f.send(NewGameInput::SetMode { mode: GameMode::TwoPlayers }).unwrap();
        assert!(v.bot.is_none());
        let v = f.send(NewGameInput::SetClock { pick: ClockPick::Preset { index: 1 } }).unwrap();
        assert_eq!(v.clock, ClockPick::Preset { index: 1 });
        assert!(v.clock_presets[1].selected);
        assert_eq!(v.labels.sheet_title, "Play a friend");
        assert_eq!(v.diagram.squares.iter().filter(|s| s.piece.is_some()).count(), 40);
    }

    #[test]
    fn a_choice_never_offered_is_an_argument_error() {
        let f = form();
        let e = f.send(NewGameInput::ChooseVariant { index: 40 }).unwrap_err();
        assert!(matches!(&e, DraughtsError::Other { reason } if reason.contains("40")), "{e:?}");
        assert!(f.send(NewGameInput::ChooseCustomRules).is_err());
        let mut rules = crate::preset_rules(Variant::English).unwrap();
        rules.start_rows = 0;
        assert!(f.send(NewGameInput::UseRules { rules }).is_err());
    }
}
