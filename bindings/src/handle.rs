//! The game handle: one long-lived object per game on screen, wrapping
//! the core's game table behind a mutex. Every input returns the new
//! snapshot (`game_view.rs`, `board_view.rs`); every method runs under the one guard.

use crate::clock::ClockSetting;
use crate::error::{argument, guard, guard_in, Error, Result};
use crate::game_input::GameInput;
use crate::game_view::GameView;
use crate::inputs::{Key, Language, PdnContext, Player};
use crate::types::{square, RuleSet};
use draughts_app as da;
use draughts_game::Player as CorePlayer;
use std::sync::{Arc, Mutex, MutexGuard};

/// A game on screen: the position, the record, the players and the input
/// state. Every input returns the new snapshot; all methods are
/// thread-safe (one lock).
#[derive(uniffi::Object)]
pub struct GameHandle {
    inner: Mutex<da::GameTable>,
}

impl GameHandle {
    pub(crate) fn lock(&self) -> MutexGuard<'_, da::GameTable> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn wrap(s: da::GameTable) -> Arc<Self> {
        Arc::new(GameHandle { inner: Mutex::new(s) })
    }

    /// Runs `f` on the table under the lock, with panics caught, and
    /// returns the snapshot after it; an error is worded in the table's
    /// language (after `f`, which may have changed it).
    fn input(&self, f: impl FnOnce(&mut da::GameTable) -> Result<(), Error>) -> Result<GameView> {
        guard(|| {
            let mut s = self.lock();
            f(&mut s).map_err(|e| e.worded(s.lang()))?;
            Ok((&s.view()).into())
        })
    }

    /// Runs `f` on the table under the lock, with panics caught; an error
    /// is worded in the table's language.
    fn with_table<T>(&self, f: impl FnOnce(&mut da::GameTable) -> Result<T, Error>) -> Result<T> {
        guard(|| {
            let mut s = self.lock();
            f(&mut s).map_err(|e| e.worded(s.lang()))
        })
    }
}

fn players(white: Player, black: Player) -> Result<[CorePlayer; 2]> {
    Ok([white.try_into()?, black.try_into()?])
}

#[uniffi::export]
impl GameHandle {
    /// A new game from the start position of `rules`.
    #[uniffi::constructor]
    pub fn new(
        rules: RuleSet,
        white: Player,
        black: Player,
        language: Language,
    ) -> Result<Arc<Self>> {
        guard(|| {
            let r = rules.to_core()?;
            Ok(Self::wrap(da::GameTable::new(r, players(white, black)?, language.into())))
        })
    }

    /// A new game from a set-up position (`InvalidFen` if it cannot be read).
    #[uniffi::constructor]
    pub fn from_fen(
        rules: RuleSet,
        fen: String,
        white: Player,
        black: Player,
        language: Language,
    ) -> Result<Arc<Self>> {
        guard_in(language.into(), || {
            let r = rules.to_core()?;
            let s = da::GameTable::from_fen(r, &fen, players(white, black)?, language.into())?;
            Ok(Self::wrap(s))
        })
    }

    /// Restores a game written by [`GameHandle::save`] or by the terminal
    /// (players, orientation and language included). `InvalidSave` if the
    /// text is not a save, is damaged or truncated, or comes from a newer version.
    #[uniffi::constructor]
    pub fn restore(save: String) -> Result<Arc<Self>> {
        guard(|| Ok(Self::wrap(da::GameTable::restore(&save)?)))
    }

    /// Game number `index` (from 0, in file order) of a PDN text, at its
    /// last position (earlier moves can be undone). `InvalidPdn` with the
    /// line if that game cannot be read (the others do not matter); `Other`
    /// if there is no such game.
    #[uniffi::constructor]
    pub fn from_pdn(
        text: String,
        index: u32,
        white: Player,
        black: Player,
        language: Language,
    ) -> Result<Arc<Self>> {
        guard_in(language.into(), || {
            let g = crate::records::pdn_game(&text, index)?;
            Ok(Self::wrap(da::GameTable::from_game(
                g.game,
                players(white, black)?,
                language.into(),
            )))
        })
    }

    /// A new game with the same rules, start and language; against the bot
    /// the colours are swapped.
    pub fn rematch(&self) -> Result<Arc<GameHandle>> {
        guard(|| Ok(Self::wrap(self.lock().rematch())))
    }

    /// Everything the screen draws, as one immutable snapshot.
    pub fn view(&self) -> Result<GameView> {
        self.input(|_| Ok(()))
    }

    /// The snapshot of the position after `plies` plies (undone ones
    /// included), read-only, without changing the screen; `Other` past the
    /// end of the line.
    pub fn view_at(&self, plies: u32) -> Result<GameView> {
        guard(|| {
            let s = self.lock();
            s.view_at(plies as usize)
                .map(|v| (&v).into())
                .ok_or_else(|| argument(format!("ply {plies} is past the end of the move list")))
        })
    }

    /// The rules of this game.
    pub fn rules(&self) -> Result<RuleSet> {
        guard(|| Ok((*self.lock().rules()).into()))
    }

    /// Applies one input and returns the new snapshot: the one call a
    /// front end's port needs (the methods below remain for tools and
    /// tests). `Other` with the core's reason for an input it refuses
    /// (resigning a finished game, replaying past the end, a square off
    /// the board).
    pub fn send(&self, input: GameInput) -> Result<GameView> {
        self.input(|s| {
            let input = input.into_core(s.rules())?;
            Ok(s.send(input)?)
        })
    }

    /// A tap on a playing square (by index). `Other` only if the index is off the board.
    pub fn tap(&self, square_index: u32) -> Result<GameView> {
        self.input(|s| {
            let q = square(s.rules(), square_index)?;
            s.tap(q);
            Ok(())
        })
    }

    /// A tap on the square with this name (`32`, `c3`); `Other` if there is no such square.
    pub fn tap_name(&self, name: String) -> Result<GameView> {
        self.input(|s| match s.tap_name(&name) {
            Some(_) => Ok(()),
            None => Err(argument(format!("`{name}` is not a playing square of this board")).into()),
        })
    }

    /// A keyboard key: directions move the cursor, Enter taps, Escape cancels.
    pub fn key(&self, key: Key) -> Result<GameView> {
        self.input(|s| {
            s.key(key.into());
            Ok(())
        })
    }

    /// Cancels the selection (and any capture being tapped).
    pub fn cancel(&self) -> Result<GameView> {
        self.input(|s| {
            s.cancel();
            Ok(())
        })
    }

    /// Plays a move written in notation (`32-28`, `26x19x10`). `IllegalMove`,
    /// `AmbiguousMove` (with candidates), or `Other` if it is not a person's turn.
    pub fn play_text(&self, text: String) -> Result<GameView> {
        self.input(|s| {
            s.play_text(&text)?;
            Ok(())
        })
    }

    /// Takes back a move (against the bot, back to the person's last turn).
    pub fn undo(&self) -> Result<GameView> {
        self.input(|s| {
            s.undo();
            Ok(())
        })
    }

    /// Replays what was undone, up to the person's next turn.
    pub fn redo(&self) -> Result<GameView> {
        self.input(|s| {
            s.redo();
            Ok(())
        })
    }

    /// The acting side resigns; `Other` if the game is over or two bots play.
    pub fn resign(&self) -> Result<GameView> {
        self.input(|s| Ok(s.resign()?))
    }

    /// The acting side offers a draw; against the bot it answers at once.
    pub fn offer_draw(&self) -> Result<GameView> {
        self.input(|s| Ok(s.offer_draw().map(|_| ())?))
    }

    /// The opponent answers a pending draw offer; `Other` if there is none.
    pub fn answer_draw(&self, accept: bool) -> Result<GameView> {
        self.input(|s| Ok(s.answer_draw(accept)?))
    }

    /// Asks for a hint (ends a replay first); `Bot.sync` then runs it.
    pub fn request_hint(&self) -> Result<GameView> {
        self.input(|s| {
            s.request_hint();
            Ok(())
        })
    }

    /// Turns the board around.
    pub fn flip(&self) -> Result<GameView> {
        self.input(|s| {
            s.flip();
            Ok(())
        })
    }

    /// In pass-and-play, turn the board toward the player to move.
    pub fn set_auto_flip(&self, on: bool) -> Result<GameView> {
        self.input(|s| {
            s.set_auto_flip(on);
            Ok(())
        })
    }

    /// Two people sit face to face with the device flat between them: the
    /// top strip and a copy of the status are turned toward the far player,
    /// and the board keeps its orientation (auto-flip is switched off and
    /// disabled). Saved with the game; ignored unless two people play
    /// (`enabled.faceToFace`).
    pub fn set_face_to_face(&self, on: bool) -> Result<GameView> {
        self.input(|s| {
            s.set_face_to_face(on);
            Ok(())
        })
    }

    /// Face to face, draw the far side's pieces upside down
    /// (`board.turnedPieces`). Saved with the game.
    pub fn set_turn_far_pieces(&self, on: bool) -> Result<GameView> {
        self.input(|s| {
            s.set_turn_far_pieces(on);
            Ok(())
        })
    }

    /// The app setting that between two people undo asks the other side
    /// first (`takebackRequest`, answered with `answerTakeback`); against
    /// the bot undo stays immediate. Not saved with the game: pass it for
    /// every game opened.
    pub fn set_takeback_asks(&self, on: bool) -> Result<GameView> {
        self.input(|s| {
            s.set_takeback_asks(on);
            Ok(())
        })
    }

    /// The other side allows (takes the move back) or refuses the pending
    /// takeback request; `Other` if there is none.
    pub fn answer_takeback(&self, accept: bool) -> Result<GameView> {
        self.input(|s| Ok(s.answer_takeback(accept)?))
    }

    /// The language of every text.
    pub fn set_language(&self, language: Language) -> Result<GameView> {
        self.input(|s| {
            s.set_lang(language.into());
            Ok(())
        })
    }

    /// Shows the position after `plies` plies read-only (the live ply ends
    /// the replay); `Other` past the end of the line.
    pub fn replay(&self, plies: u32) -> Result<GameView> {
        self.input(|s| match s.replay(plies as usize) {
            true => Ok(()),
            false => Err(argument(format!("ply {plies} is past the end of the move list")).into()),
        })
    }

    /// Back to the live board.
    pub fn end_replay(&self) -> Result<GameView> {
        self.input(|s| {
            s.end_replay();
            Ok(())
        })
    }

    /// Closes the end-of-game sheet (`GameView.justEnded`).
    pub fn dismiss_end(&self) -> Result<GameView> {
        self.input(|s| {
            s.dismiss_end();
            Ok(())
        })
    }

    /// Gives the game a clock (replacing any; kind `None` removes it), not
    /// started: it starts with the next completed move. `InvalidArgument`
    /// for a setting out of range.
    pub fn set_clock(&self, setting: ClockSetting) -> Result<GameView> {
        self.input(|s| {
            let c = setting.to_core().map_err(|e| Error::Argument(format!("clock: {e}")))?;
            s.set_clock(c);
            Ok(())
        })
    }

    /// The platform's monotonic time in milliseconds (Android
    /// `SystemClock.elapsedRealtime`, Swift `ContinuousClock`): pass it
    /// before every input (a move is charged at the last time passed) and on
    /// a display timer. A flag that has fallen by then ends the game.
    pub fn tick(&self, now_ms: u64) -> Result<GameView> {
        self.input(|s| {
            s.tick(now_ms);
            Ok(())
        })
    }

    /// Pauses the clock at `now_ms` (the bot waits; the next move resumes).
    pub fn pause_clock(&self, now_ms: u64) -> Result<GameView> {
        self.input(|s| {
            s.pause_clock(now_ms);
            Ok(())
        })
    }

    /// Resumes a paused clock at `now_ms` (a loaded game's clock comes back
    /// paused: no time passes while the app is closed).
    pub fn resume_clock(&self, now_ms: u64) -> Result<GameView> {
        self.input(|s| {
            s.resume_clock(now_ms);
            Ok(())
        })
    }

    /// The save document of this game (JSON, versioned, checksummed): the
    /// whole line with undone moves, the players, the orientation and the
    /// language. Write it atomically (temporary file, fsync, rename).
    pub fn save(&self) -> Result<String> {
        guard(|| Ok(self.lock().save()))
    }

    /// The game as PDN 3.0, as [`GameHandle::export_pdn`] writes it, without
    /// announcing anything (to prepare a share sheet).
    pub fn pdn(&self, context: PdnContext) -> Result<String> {
        self.with_table(|s| Ok(s.pdn(&context.into())?))
    }

    /// The game as PDN 3.0 with every tag filled in by the core; `context`
    /// gives what only the platform knows. Announces the export.
    pub fn export_pdn(&self, context: PdnContext) -> Result<String> {
        self.with_table(|s| Ok(s.export_pdn(&context.into())?))
    }
}

/// The snapshot of a saved game, in `language`, without opening it (a
/// "continue" card, or whether it is still in progress); `InvalidSave` if
/// it cannot be read.
#[uniffi::export]
pub fn saved_game_view(save: String, language: Language) -> Result<GameView> {
    guard_in(language.into(), || {
        let mut s = da::GameTable::restore(&save)?;
        s.set_lang(language.into());
        Ok((&s.view()).into())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::DraughtsError;
    use crate::game_view::EventKind;
    use crate::types::Variant;

    fn session() -> Arc<GameHandle> {
        let rules = crate::api::preset_rules(Variant::International).unwrap();
        GameHandle::new(rules, Player::Human, Player::Human, Language::En).unwrap()
    }

    #[test]
    fn a_panic_under_the_lock_is_an_error_and_leaves_no_poisoned_lock() {
        let s = session();
        let r: Result<GameView> = s.input(|_| panic!("deliberate"));
        match r {
            Err(DraughtsError::Other { reason }) => {
                assert!(reason.contains("deliberate"), "{reason}")
            }
            other => panic!("expected Other, got {other:?}"),
        }
        assert!(s.inner.is_poisoned());
        // Every later call still works.
        assert_eq!(s.play_text("32-28".into()).unwrap().current_ply, 1);
    }

    #[test]
    fn game_errors_map_to_the_public_variants() {
        let s = session();
        assert!(matches!(s.play_text("46-41".into()), Err(DraughtsError::IllegalMove { .. })));
        assert!(matches!(s.answer_draw(true), Err(DraughtsError::Other { .. })));
        s.resign().unwrap();
        let e = s.play_text("32-28".into()).unwrap_err();
        assert!(matches!(e, DraughtsError::Other { .. }));
        assert!(e.to_string().contains("over"), "{e}");
    }

    #[test]
    fn send_is_the_methods_and_refuses_in_the_handles_language() {
        let (by_send, by_method) = (session(), session());
        let sent = by_send.send(GameInput::Tap { square: 31 }).unwrap();
        assert_eq!(sent, by_method.tap(31).unwrap());
        assert!(matches!(
            by_send.send(GameInput::Tap { square: 99 }),
            Err(DraughtsError::Other { .. })
        ));
        by_send.send(GameInput::SetLanguage { language: Language::Fr }).unwrap();
        let e = by_send.send(GameInput::Replay { plies: 9 }).unwrap_err();
        assert_eq!(
            e,
            DraughtsError::Other {
                reason: "le coup 9 est au-delà de la fin de la liste des coups".into()
            }
        );
    }

    #[test]
    fn errors_come_in_the_handles_language() {
        let rules = crate::api::preset_rules(Variant::International).unwrap();
        let s = GameHandle::new(rules, Player::Human, Player::Human, Language::Fr).unwrap();
        match s.play_text("46-41".into()) {
            Err(DraughtsError::IllegalMove { reason }) => {
                assert!(reason.starts_with("coup impossible ici : `46-41`"), "{reason}")
            }
            other => panic!("expected IllegalMove, got {other:?}"),
        }
        let e = s.answer_draw(true).unwrap_err();
        assert_eq!(
            e,
            DraughtsError::Other {
                reason: "aucune proposition de nulle n’attend de réponse".into()
            }
        );
        // A change of language changes the language of the next error.
        s.set_language(Language::En).unwrap();
        let e = s.play_text("46-41".into()).unwrap_err();
        assert!(e.to_string().starts_with("illegal here: `46-41`"), "{e}");
    }

    #[test]
    fn functions_word_their_errors_in_their_language_argument() {
        match saved_game_view("nope".into(), Language::Fr) {
            Err(DraughtsError::InvalidSave { reason }) => {
                assert!(reason.starts_with("la sauvegarde n’est pas du JSON valide"), "{reason}")
            }
            other => panic!("expected InvalidSave, got {other:?}"),
        }
        let lesson = crate::tutorial::lessons(Language::Fr).unwrap().remove(0).id;
        match crate::tutorial::judge_lesson_text(Language::Fr, lesson, "zz".into()) {
            Err(DraughtsError::IllegalMove { reason }) => {
                assert!(reason.starts_with("ce n’est pas un coup : `zz`"), "{reason}")
            }
            other => panic!("expected IllegalMove, got {other:?}"),
        }
    }

    #[test]
    fn an_ambiguous_move_keeps_its_candidates() {
        let english = crate::api::preset_rules(Variant::English).unwrap();
        let fen = "W:W26:B14,15,22,23".to_string();
        let g = GameHandle::from_fen(english, fen, Player::Human, Player::Human, Language::En);
        match g.unwrap().play_text("26x10".into()) {
            Err(DraughtsError::AmbiguousMove { reason, candidates }) => {
                assert_eq!(candidates, ["26x17x10", "26x19x10"]);
                assert_eq!(reason, "ambiguous: `26x10` is one of 26x17x10, 26x19x10");
            }
            other => panic!("expected AmbiguousMove, got {other:?}"),
        }
    }

    /// Face to face and the takeback request reach the mirror: the turned
    /// strip, the far status, the turned pieces, the request with its
    /// words, and the answer; both preferences survive a save.
    #[test]
    fn face_to_face_and_takebacks_through_the_handle() {
        use crate::types::Side;
        let s = session();
        s.set_takeback_asks(true).unwrap();
        s.set_face_to_face(true).unwrap();
        let v = s.set_turn_far_pieces(true).unwrap();
        assert!(v.face_to_face && v.turn_far_pieces && !v.enabled.auto_flip);
        assert_eq!(v.board.turned_pieces, Some(Side::Black));
        let turned: Vec<_> = v.players.iter().map(|p| (p.side, p.turned)).collect();
        assert_eq!(turned, [(Side::White, false), (Side::Black, true)]);
        assert_eq!(v.far_status.as_deref(), Some(v.status.as_str()));

        s.play_text("32-28".into()).unwrap();
        let v = s.undo().unwrap();
        assert_eq!(v.current_ply, 1);
        let r = v.takeback_request.expect("a request");
        assert_eq!((r.from, r.turned), (Side::White, true));
        assert_eq!(r.text, "White asks to take back the last move.");
        assert!(v.enabled.answer_takeback);
        assert_eq!(v.event.unwrap().kind, EventKind::TakebackRequested);
        let v = s.answer_takeback(true).unwrap();
        assert_eq!((v.current_ply, v.takeback_request), (0, None));
        assert!(matches!(s.answer_takeback(true), Err(DraughtsError::Other { .. })));

        let back = GameHandle::restore(s.save().unwrap()).unwrap().view().unwrap();
        assert!(back.face_to_face && back.board.turned_pieces == Some(Side::Black));
        let rules = crate::api::preset_rules(Variant::International).unwrap();
        let vs_bot = GameHandle::new(rules, Player::Human, Player::Bot { level: 1 }, Language::En);
        let v = vs_bot.unwrap().set_face_to_face(true).unwrap();
        assert!(!v.face_to_face && !v.enabled.face_to_face && v.far_status.is_none());
    }

    /// The mirror copies the core's snapshot, nothing added.
    #[test]
    fn the_snapshot_is_the_cores() {
        let s = session();
        let v = s.tap(31).unwrap();
        let core = s.lock().view();
        assert_eq!(v, GameView::from(&core));
        assert_eq!(v.board.squares.len(), core.board.squares.len());
        assert_eq!(v.status, core.status);
    }
}
