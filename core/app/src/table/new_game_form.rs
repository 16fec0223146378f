//! The home screens' new-game form as one contract: an input goes in
//! ([`NewGameInput`]), one snapshot comes out ([`NewGameView`]) holding the
//! choices with their labels and which is selected, whether Start may be
//! pressed, why a custom clock is refused (in the player's language), and
//! the game a start would make. The apps draw it and forward inputs; none
//! of them decides what Start does.

use super::home_labels::HomeLabels;
use super::new_game::{GameMode, NewGame};
use crate::board::BoardView;
use crate::texts::{level_title, rules_summary, title};
use crate::tutorial::{variant_name, variant_short_name, variant_tagline};
use crate::Worded;
use draughts_engine::{Level, LEVELS};
use draughts_game::clock::PRESETS;
use draughts_game::{ClockSetting, Lang, Player};
use draughts_rules::{Color, Position, Rules, RulesError, Variant};

/// Which clock the next game gets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ClockPick {
    /// No clock.
    #[default]
    NoClock,
    /// One of the core's presets, by its index in [`NewGameView::clock_presets`].
    Preset(usize),
    /// The custom text ([`NewGameInput::SetCustomClock`]), read by the core.
    Custom,
}

/// One input of the form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NewGameInput {
    /// Choose the preset at this index of [`NewGameView::variants`].
    ChooseVariant(usize),
    /// Choose the custom rules again (there must be some).
    ChooseCustomRules,
    /// The rules editor's result: exactly a preset's rules choose that
    /// preset; other rules become the custom rules, chosen.
    UseRules(Rules),
    /// Two people, or against the bot.
    SetMode(GameMode),
    /// The person's colour against the bot.
    SetSide(Color),
    /// The bot's level, 1 to 6 (clamped).
    SetLevel(u8),
    /// The clock choice.
    SetClock(ClockPick),
    /// The custom clock's text as typed (`BASE+INC`).
    SetCustomClock(String),
    /// The language of the labels and the refusal.
    SetLanguage(Lang),
}

impl Worded for FormError {
    /// A rule set's refusal in words; the others are a program's mistakes,
    /// in the English of their `Display`.
    fn worded(&self, lang: Lang) -> String {
        match self {
            FormError::Rules(e) => e.worded(lang),
            _ => self.to_string(),
        }
    }
}

/// Why an input was refused: the app asked for something the snapshot
/// never offered (a UI bug, not a player's), or rules that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FormError {
    /// An index past the choices the snapshot lists.
    #[error("there is no {what} number {index} (there are {count})")]
    NoSuchChoice {
        /// The list: `variant` or `clock preset`.
        what: &'static str,
        /// The index asked for.
        index: usize,
        /// How many there are.
        count: usize,
    },
    /// Custom rules chosen while there are none.
    #[error("there are no custom rules to choose")]
    NoCustomRules,
    /// The rules cannot be played.
    #[error(transparent)]
    Rules(#[from] RulesError),
}

/// A preset as the form lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantChoice {
    /// The variant.
    pub variant: Variant,
    /// Its full name ("International draughts").
    pub name: String,
    /// Its name on a chip ("International").
    pub short_name: String,
    /// Its one-line description.
    pub tagline: String,
    /// It is the one chosen.
    pub selected: bool,
}

/// A level of the bot as the form lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelChoice {
    /// 1 (weakest) to 6.
    pub number: u8,
    /// Its name ("Club player").
    pub name: String,
    /// The label of its button: "3 · Amateur".
    pub label: String,
    /// It is the one chosen.
    pub selected: bool,
}

/// The choices shown only against the bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotChoices {
    /// The six levels, weakest first.
    pub levels: Vec<LevelChoice>,
    /// The person's colour.
    pub side: Color,
}

/// A clock preset as the form lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockPresetChoice {
    /// Its id and label (`3+2`), which [`ClockSetting::parse`] reads.
    pub id: &'static str,
    /// Its setting.
    pub setting: ClockSetting,
    /// It is the one chosen.
    pub selected: bool,
}

/// The custom clock's field, shown while the custom clock is chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CustomClockView {
    /// The text as typed.
    pub text: String,
    /// Why the core cannot read it, in the form's language; `None` when it can.
    pub refusal: Option<String>,
}

/// What Start makes: the rules, White's and Black's players, the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameStart {
    /// The rules.
    pub rules: Rules,
    /// White's player, then Black's.
    pub players: [Player; 2],
    /// The clock, if any.
    pub clock: Option<ClockSetting>,
}

/// The form's snapshot: all that a home screen draws of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGameView {
    /// The seven presets, in the order the apps list them.
    pub variants: Vec<VariantChoice>,
    /// The custom rules' title ("Custom rules") once the editor made some;
    /// chosen when no preset is.
    pub custom_rules: Option<String>,
    /// The custom rules are the ones chosen.
    pub custom_chosen: bool,
    /// The chosen rules' name: the preset's, or the custom rules' title.
    pub chosen_name: String,
    /// The chosen rules' one-line description: a preset's tagline, or the
    /// custom rules' base and count of changes ("English draughts, 1
    /// change"), never their title again.
    pub chosen_summary: String,
    /// The rules a start would use (and the editor starts from).
    pub rules: Rules,
    /// Two people, or against the bot.
    pub mode: GameMode,
    /// The bot's level and the person's colour: `Some` against the bot.
    pub bot: Option<BotChoices>,
    /// The clock choice.
    pub clock: ClockPick,
    /// The core's clock presets, fastest first.
    pub clock_presets: Vec<ClockPresetChoice>,
    /// The custom clock's field: `Some` while the custom clock is chosen.
    pub custom_clock: Option<CustomClockView>,
    /// Start may be pressed (exactly when [`NewGameView::start`] is `Some`).
    pub can_start: bool,
    /// The game Start makes; `None` while the custom clock cannot be read.
    pub start: Option<GameStart>,
    /// The chosen rules' start position, for the variant card's small
    /// diagram (read-only).
    pub diagram: BoardView,
    /// The home screen's words around the form, in the form's language.
    pub labels: HomeLabels,
}

/// The new-game form's state. See the module documentation.
///
/// ```
/// use draughts_app::{ClockPick, NewGame, NewGameForm, NewGameInput};
/// use draughts_game::Lang;
///
/// let mut form = NewGameForm::new(NewGame::default(), Lang::En);
/// form.input(NewGameInput::SetClock(ClockPick::Custom)).unwrap();
/// let v = form.input(NewGameInput::SetCustomClock("3+x".into())).unwrap();
/// assert!(!v.can_start && v.start.is_none());
/// assert!(v.custom_clock.unwrap().refusal.is_some());
/// let v = form.input(NewGameInput::SetCustomClock("3+2".into())).unwrap();
/// assert!(v.can_start);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGameForm {
    lang: Lang,
    /// The chosen preset; `None` when the custom rules are chosen.
    variant: Option<Variant>,
    custom: Option<Rules>,
    game: NewGame,
    clock: ClockPick,
    custom_clock: String,
}

impl NewGameForm {
    /// A form on the first preset, with `game`'s players and level, no clock.
    pub fn new(game: NewGame, lang: Lang) -> NewGameForm {
        let level = Level::get(game.level).number;
        NewGameForm {
            lang,
            variant: Some(Variant::ALL[0]),
            custom: None,
            game: NewGame { level, ..game },
            clock: ClockPick::NoClock,
            custom_clock: String::new(),
        }
    }

    /// Applies one input and returns the new snapshot. A refused input
    /// changes nothing.
    pub fn input(&mut self, input: NewGameInput) -> Result<NewGameView, FormError> {
        match input {
            NewGameInput::ChooseVariant(i) => {
                let count = Variant::ALL.len();
                let v = Variant::ALL.get(i).ok_or(FormError::NoSuchChoice {
                    what: "variant",
                    index: i,
                    count,
                })?;
                self.variant = Some(*v);
            }
            NewGameInput::ChooseCustomRules => {
                self.custom.ok_or(FormError::NoCustomRules)?;
                self.variant = None;
            }
            NewGameInput::UseRules(r) => self.use_rules(r)?,
            NewGameInput::SetMode(m) => self.game.mode = m,
            NewGameInput::SetSide(c) => self.game.side = c,
            NewGameInput::SetLevel(n) => self.game.level = Level::get(n).number,
            NewGameInput::SetClock(pick) => {
                if let ClockPick::Preset(i) = pick {
                    if i >= PRESETS.len() {
                        let count = PRESETS.len();
                        return Err(FormError::NoSuchChoice {
                            what: "clock preset",
                            index: i,
                            count,
                        });
                    }
                }
                self.clock = pick;
            }
            NewGameInput::SetCustomClock(text) => self.custom_clock = text,
            NewGameInput::SetLanguage(l) => self.lang = l,
        }
        Ok(self.view())
    }

    fn use_rules(&mut self, r: Rules) -> Result<(), FormError> {
        r.validate()?;
        match Variant::ALL.iter().find(|v| v.rules() == r) {
            Some(v) => self.variant = Some(*v),
            None => {
                self.custom = Some(r);
                self.variant = None;
            }
        }
        Ok(())
    }

    /// The language of the labels and the refusal.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The rules a start would use.
    pub fn rules(&self) -> Rules {
        match (self.variant, self.custom) {
            (Some(v), _) => v.rules(),
            (None, Some(r)) => r,
            (None, None) => Variant::ALL[0].rules(),
        }
    }

    /// The clock a start would give, or the custom text's refusal.
    fn clock_setting(&self) -> Result<Option<ClockSetting>, String> {
        match self.clock {
            ClockPick::NoClock => Ok(None),
            ClockPick::Preset(i) => Ok(Some(PRESETS[i].setting)),
            ClockPick::Custom => {
                ClockSetting::parse(&self.custom_clock).map(Some).map_err(|e| e.worded(self.lang))
            }
        }
    }

    /// The snapshot.
    pub fn view(&self) -> NewGameView {
        let lang = self.lang;
        let rules = self.rules();
        let clock = self.clock_setting();
        let start = clock.as_ref().ok().map(|&clock| GameStart {
            rules,
            players: self.game.players(),
            clock,
        });
        let chosen = self.variant;
        NewGameView {
            variants: Variant::ALL
                .iter()
                .map(|&v| VariantChoice {
                    variant: v,
                    name: variant_name(v, lang),
                    short_name: variant_short_name(v, lang),
                    tagline: variant_tagline(v, lang),
                    selected: chosen == Some(v),
                })
                .collect(),
            custom_rules: self.custom.map(|r| title(&r, lang)),
            custom_chosen: chosen.is_none(),
            chosen_name: title(&rules, lang),
            chosen_summary: match chosen {
                Some(v) => variant_tagline(v, lang),
                None => rules_summary(&rules, lang),
            },
            rules,
            mode: self.game.mode,
            bot: (self.game.mode == GameMode::VsBot).then(|| self.bot_choices()),
            clock: self.clock,
            clock_presets: PRESETS
                .iter()
                .enumerate()
                .map(|(i, p)| ClockPresetChoice {
                    id: p.id,
                    setting: p.setting,
                    selected: self.clock == ClockPick::Preset(i),
                })
                .collect(),
            custom_clock: (self.clock == ClockPick::Custom)
                .then(|| CustomClockView { text: self.custom_clock.clone(), refusal: clock.err() }),
            can_start: start.is_some(),
            start,
            diagram: BoardView::read_only(&rules, &Position::start(&rules), false, None, &[], lang),
            labels: HomeLabels::new(lang, self.game.mode, self.game.level),
        }
    }

    fn bot_choices(&self) -> BotChoices {
        let levels = LEVELS
            .iter()
            .map(|l| {
                let name = level_title(l.number, self.lang).to_string();
                LevelChoice {
                    number: l.number,
                    label: format!("{} · {name}", l.number),
                    name,
                    selected: l.number == self.game.level,
                }
            })
            .collect();
        BotChoices { levels, side: self.game.side }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> NewGameForm {
        NewGameForm::new(NewGame::default(), Lang::En)
    }

    #[test]
    fn the_form_opens_against_the_bot_the_person_white_at_the_players_level() {
        let v = NewGameForm::new(NewGame::at_level(5), Lang::En).view();
        assert_eq!(v.mode, GameMode::VsBot);
        let bot = v.bot.unwrap();
        assert_eq!(bot.side, Color::White);
        let chosen: Vec<u8> = bot.levels.iter().filter(|l| l.selected).map(|l| l.number).collect();
        assert_eq!(chosen, [5]);
        assert_eq!(v.start.unwrap().players, [Player::Human, Player::Bot { level: 5 }]);
        // A level out of range is clamped, and the default is the same game.
        assert_eq!(NewGame::at_level(9).level, 6);
        assert_eq!(NewGame::default(), NewGame::at_level(Level::DEFAULT));
    }

    #[test]
    fn start_is_disabled_on_a_bad_custom_clock_with_the_refusal_worded() {
        let mut f = form();
        f.input(NewGameInput::SetClock(ClockPick::Custom)).unwrap();
        let v = f.input(NewGameInput::SetCustomClock("3+x".into())).unwrap();
        assert!(!v.can_start);
        assert_eq!(v.start, None);
        let field = v.custom_clock.unwrap();
        assert_eq!(field.text, "3+x");
        let refusal = field.refusal.unwrap();
        assert!(refusal.starts_with("increment") && refusal.contains('x'), "{refusal}");
        // In the player's language.
        let fr = f.input(NewGameInput::SetLanguage(Lang::Fr)).unwrap();
        let fr = fr.custom_clock.unwrap().refusal.unwrap();
        assert!(fr.starts_with("incrément") && fr.contains('x'), "{fr}");
        // An empty field is refused too, with its own reason.
        let v = f.input(NewGameInput::SetCustomClock(String::new())).unwrap();
        assert!(!v.can_start && v.custom_clock.unwrap().refusal.is_some());
    }

    #[test]
    fn a_readable_custom_clock_enables_start_with_its_setting() {
        let mut f = form();
        f.input(NewGameInput::SetClock(ClockPick::Custom)).unwrap();
        let v = f.input(NewGameInput::SetCustomClock("1:30+5".into())).unwrap();
        assert!(v.can_start);
        assert_eq!(v.custom_clock.unwrap().refusal, None);
        let want = ClockSetting::parse("1:30+5").unwrap();
        assert_eq!(v.start.unwrap().clock, Some(want));
    }

    #[test]
    fn the_custom_text_matters_only_while_the_custom_clock_is_chosen() {
        let mut f = form();
        f.input(NewGameInput::SetCustomClock("nonsense".into())).unwrap();
        let v = f.view();
        assert!(v.can_start && v.custom_clock.is_none());
        assert_eq!(v.start.unwrap().clock, None);
        let v = f.input(NewGameInput::SetClock(ClockPick::Preset(1))).unwrap();
        assert!(v.can_start && v.custom_clock.is_none());
        assert_eq!(v.clock_presets[1].id, "3+2");
        assert!(v.clock_presets[1].selected);
        assert_eq!(v.clock_presets.iter().filter(|c| c.selected).count(), 1);
        assert_eq!(v.start.unwrap().clock, Some(v.clock_presets[1].setting));
    }

    #[test]
    fn the_players_follow_the_mode_side_and_level() {
        let mut f = form();
        let v = f.view();
        assert_eq!(v.mode, GameMode::VsBot);
        assert_eq!(v.start.unwrap().players, [Player::Human, Player::Bot { level: 3 }]);
        f.input(NewGameInput::SetSide(Color::Black)).unwrap();
        let v = f.input(NewGameInput::SetLevel(9)).unwrap();
        assert_eq!(v.start.unwrap().players, [Player::Bot { level: 6 }, Player::Human]);
        let bot = v.bot.unwrap();
        assert_eq!(bot.side, Color::Black);
        assert_eq!(bot.levels.len(), 6);
        assert!(bot.levels[5].selected && bot.levels.iter().filter(|l| l.selected).count() == 1);
        assert_eq!(bot.levels[2].label, "3 · Amateur");
        let v = f.input(NewGameInput::SetMode(GameMode::TwoPlayers)).unwrap();
        assert!(v.bot.is_none(), "no level or colour between two people");
        assert_eq!(v.start.unwrap().players, [Player::Human, Player::Human]);
    }

    #[test]
    fn the_variant_chosen_gives_the_rules_and_its_labels() {
        let mut f = form();
        let v = f.view();
        assert_eq!(v.variants.len(), Variant::ALL.len());
        assert!(v.variants[0].selected && !v.custom_chosen && v.custom_rules.is_none());
        assert_eq!(v.rules, Variant::ALL[0].rules());
        let i = Variant::ALL.iter().position(|&v| v == Variant::English).unwrap();
        let v = f.input(NewGameInput::ChooseVariant(i)).unwrap();
        assert_eq!(v.start.unwrap().rules, Rules::english());
        assert_eq!(v.chosen_name, v.variants[i].name);
        assert_eq!(v.chosen_summary, v.variants[i].tagline);
        assert_eq!(v.variants.iter().filter(|c| c.selected).count(), 1);
    }

    #[test]
    fn edited_rules_become_the_custom_choice_unless_they_are_a_preset() {
        let mut f = form();
        let mut custom = Rules::english();
        custom.flying_kings = !custom.flying_kings;
        let v = f.input(NewGameInput::UseRules(custom)).unwrap();
        assert!(v.custom_chosen && v.variants.iter().all(|c| !c.selected));
        assert_eq!(v.custom_rules.as_deref(), Some("Custom rules"));
        assert_eq!((v.chosen_name.as_str(), v.rules), ("Custom rules", custom));
        assert_eq!(v.chosen_summary, "English draughts, 1 change");
        assert_ne!(v.chosen_summary, v.chosen_name, "the summary says more than the title");
        // A preset chosen, then the custom rules again.
        f.input(NewGameInput::ChooseVariant(0)).unwrap();
        let v = f.input(NewGameInput::ChooseCustomRules).unwrap();
        assert_eq!(v.start.unwrap().rules, custom);
        // The editor giving back a preset's exact rules chooses the preset.
        let v = f.input(NewGameInput::UseRules(Rules::russian())).unwrap();
        assert!(!v.custom_chosen && v.rules == Rules::russian());
        assert_eq!(v.custom_rules.as_deref(), Some("Custom rules"), "kept to choose again");
    }

    #[test]
    fn the_home_words_follow_the_mode_and_level_in_the_forms_language() {
        let mut f = form();
        let v = f.view();
        assert_eq!(v.labels.play_bot, "Play the bot");
        assert_eq!(v.labels.play_bot_detail, "Level 3 · Amateur");
        assert_eq!(v.labels.sheet_title, v.labels.play_bot);
        let v = f.input(NewGameInput::SetMode(GameMode::TwoPlayers)).unwrap();
        assert_eq!(v.labels.sheet_title, "Play a friend");
        assert_eq!(v.labels.play_bot_detail, "Level 3 · Amateur", "still shown between two people");
        let v = f.input(NewGameInput::SetLevel(6)).unwrap();
        assert!(v.labels.play_bot_detail.starts_with("Level 6 · "), "{}", v.labels.play_bot_detail);
        let fr = f.input(NewGameInput::SetLanguage(Lang::Fr)).unwrap();
        assert_eq!(fr.labels.open_pdn, "Ouvrir un fichier PDN");
        assert!(fr.labels.play_bot_detail.starts_with("Niveau 6 · "));
    }

    #[test]
    fn the_diagram_is_the_chosen_rules_start_position() {
        let mut f = form();
        let pieces =
            |v: &NewGameView| v.diagram.squares.iter().filter(|s| s.piece.is_some()).count();
        let v = f.view();
        assert_eq!((v.diagram.side, pieces(&v)), (10, 40));
        let i = Variant::ALL.iter().position(|&v| v == Variant::English).unwrap();
        let v = f.input(NewGameInput::ChooseVariant(i)).unwrap();
        assert_eq!((v.diagram.side, pieces(&v)), (8, 24));
        assert!(v.diagram.legal_moves.is_empty(), "a diagram takes no move");
    }

    #[test]
    fn inputs_the_snapshot_never_offered_are_refused_and_change_nothing() {
        let mut f = form();
        let before = f.view();
        assert_eq!(
            f.input(NewGameInput::ChooseVariant(7)),
            Err(FormError::NoSuchChoice { what: "variant", index: 7, count: 7 })
        );
        assert!(matches!(
            f.input(NewGameInput::SetClock(ClockPick::Preset(99))),
            Err(FormError::NoSuchChoice { what: "clock preset", .. })
        ));
        assert_eq!(f.input(NewGameInput::ChooseCustomRules), Err(FormError::NoCustomRules));
        let bad = Rules { start_rows: 0, ..Rules::international() };
        assert!(matches!(f.input(NewGameInput::UseRules(bad)), Err(FormError::Rules(_))));
        assert_eq!(f.view(), before);
    }
}
