//! The assembly of [`GameView`]: the status line, the players' strips, the
//! move list, the result and the one-line summary.

use super::{
    DrawCounterView, DrawOfferView, EndAction, EndActionKind, EventKind, GameTable, GameView,
    MoveEntry, PlayerView, ReplayView, ResultView, SearchKind, StatusLineView, StatusTone,
};
use crate::board::BoardView;
use crate::texts;
use crate::Control;
use draughts_game::{Game, GameResult, Lang};
use draughts_rules::Color;

impl GameTable {
    /// Everything the table shows now, as one immutable value.
    pub fn view(&self) -> GameView {
        let b = &self.board;
        let g = b.game();
        let lang = self.lang();
        let board = self.view_board();
        let result = self.result_view();
        let status = self.status(&board, result.as_ref());
        let draw_counter = match (self.replay, &result) {
            (None, None) => g
                .draw_counter()
                .map(|c| DrawCounterView { counter: c, text: texts::draw_counter(&c, lang) }),
            _ => None,
        };
        let draw_offer = match (g.pending_draw_offer(), &result) {
            (Some(by), None) => {
                let (accept, decline) = texts::draw_answer_labels(lang);
                Some(DrawOfferView {
                    by,
                    text: texts::draw_offered(by, lang),
                    accept_label: accept.into(),
                    decline_label: decline.into(),
                    turned: self.turned(by.opponent()),
                })
            }
            _ => None,
        };
        let status_line = self.status_line(&status, result.is_some());
        let face_to_face = b.face_to_face();
        let far_status = face_to_face.then(|| status.clone());
        let moves = self.move_entries(self.replay);
        let move_table = self.move_table(&moves);
        GameView {
            title: texts::title(b.rules(), lang),
            mode: texts::mode(b.players(), lang),
            players: self.players(),
            status,
            status_line,
            turn: b.position().turn(),
            result,
            draw_counter,
            draw_offer,
            moves,
            current_ply: g.ply(),
            replay: self.replay.map(|plies| ReplayView { plies, text: self.replay_text(plies) }),
            enabled: self.enabled(),
            offered: self.offered(),
            replay_steps: self.replay_steps(),
            acting_side: self.acting_side(),
            search: self.search(),
            in_progress: g.result().is_none() && !g.plies().is_empty(),
            event: self.events.last().cloned(),
            events: self.events.clone(),
            summary: self.summary(),
            just_ended: self.end_sheet && g.result().is_some() && self.replay.is_none(),
            confirm_resign: true,
            strip_order: if board.flipped {
                [Color::White, Color::Black]
            } else {
                [Color::Black, Color::White]
            },
            animation: self.animation.clone().filter(|_| self.replay.is_none()),
            clock: self.clock_view(),
            face_to_face,
            far_status,
            turn_far_pieces: b.turn_far_pieces(),
            takeback_request: self.takeback_view(),
            move_table,
            replay_controls: self.replay_controls(),
            pending_move: self.pending_view(),
            board,
        }
    }

    /// The side drawn at the top of the board, across the table from the
    /// side at the bottom.
    fn top_side(&self) -> Color {
        if self.board.is_flipped() {
            Color::White
        } else {
            Color::Black
        }
    }

    /// Whether `side`'s strip (and a question put to it) is drawn turned
    /// toward a player across the table: the top side in face-to-face play.
    pub(super) fn turned(&self, side: Color) -> bool {
        self.board.face_to_face() && side == self.top_side()
    }

    /// The side whose pieces are drawn upside down ([`BoardView::turned_pieces`]).
    pub(super) fn turned_pieces(&self) -> Option<Color> {
        let b = &self.board;
        (b.face_to_face() && b.turn_far_pieces()).then(|| self.top_side())
    }

    /// The result in words, once the game has ended.
    pub(super) fn result_view(&self) -> Option<ResultView> {
        let g = self.board.game();
        let r = g.result()?;
        let lang = self.lang();
        let (headline, why) = texts::result_parts(&r, g.rules(), counter_limit(g, &r), lang);
        let score = draughts_game::pdn::result_text(g.rules(), Some(r.outcome)).replace("1/2", "½");
        let kinds = [
            EndActionKind::Rematch,
            EndActionKind::Analyse,
            EndActionKind::Share,
            EndActionKind::NewGame,
        ];
        let actions = kinds
            .into_iter()
            .zip(texts::end_of_game_labels(lang))
            .map(|(kind, label)| EndAction {
                kind,
                control: Control::new(label, true).offered(kind == EndActionKind::Rematch),
            })
            .collect();
        Some(ResultView {
            outcome: r.outcome,
            reason: r.reason,
            text: result_text(g, &r, lang),
            headline,
            score,
            why,
            winner: r.outcome.winner(),
            actions,
        })
    }

    /// The move list, marking the move whose position is shown (`shown`
    /// plies; the live ply when `None`).
    pub(super) fn move_entries(&self, shown: Option<usize>) -> Vec<MoveEntry> {
        let g = self.board.game();
        let rules = self.rules();
        let lang = self.lang();
        let played = g.ply();
        let shown = shown.unwrap_or(played);
        let first_color = g.plies().first().map(|p| p.color).unwrap_or(g.turn());
        let offset = usize::from(first_color != rules.first);
        g.plies()
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let number = (i + offset) / 2 + 1;
                let first_mover = p.color == rules.first;
                let label =
                    (first_mover || i == 0).then(|| texts::move_number(number, first_mover));
                MoveEntry {
                    ply: i,
                    replay_plies: i + 1,
                    number,
                    label,
                    side: p.color,
                    text: p.text.clone(),
                    spoken: texts::spoken_move(rules, &p.mv, lang),
                    undone: i >= played,
                    current: i + 1 == shown,
                }
            })
            .collect()
    }

    /// Both players' strips, White's first.
    fn players(&self) -> [PlayerView; 2] {
        let b = &self.board;
        let lang = self.lang();
        // The pieces of the position on the board: the replayed one in a
        // replay. Who is to move and thinking stay the live game's.
        let pos = self.replay.and_then(|p| b.game().position_at(p)).unwrap_or(b.position());
        let start = *b.game().start();
        let vs_bot = self.vs_bot();
        let searching = self.search().and_then(|t| match t.kind {
            SearchKind::BotMove { .. } => Some(t.side),
            SearchKind::Hint { .. } => None,
        });
        let over = b.is_over();
        [Color::White, Color::Black].map(|side| {
            let player = b.player(side);
            let (total, kings) = pos.count(side);
            let (start_total, _) = start.count(side);
            let (men, lost) = (total - kings, start_total.saturating_sub(total));
            let name = texts::player_name(player, side, vs_bot, lang);
            let to_move = !over && pos.turn() == side;
            let thinking = searching == Some(side);
            let pieces = texts::pieces(men, kings, lost, lang);
            let winner = b.game().result().and_then(|r| r.outcome.winner()) == Some(side);
            let spoken = texts::player_strip(&name, side, to_move, winner, thinking, &pieces, lang);
            let turned = self.turned(side);
            PlayerView {
                winner,
                side,
                player,
                name,
                to_move,
                thinking,
                men,
                kings,
                lost,
                pieces,
                spoken,
                turned,
            }
        })
    }

    /// The one status line (see [`GameView::status`]).
    fn status(&self, board: &BoardView, result: Option<&ResultView>) -> String {
        let lang = self.lang();
        if let Some(plies) = self.replay {
            return self.replay_text(plies);
        }
        if let Some(r) = result {
            return r.text.clone();
        }
        if let Some(c) = &board.capture {
            return texts::capture_on(c.jumps_left.0, c.jumps_left.1, lang);
        }
        let turn = self.board.position().turn();
        let base = texts::to_move(turn, lang);
        match self.search().map(|t| t.kind) {
            Some(SearchKind::BotMove { .. }) => format!("{base} — {}", texts::bot_thinking(lang)),
            Some(SearchKind::Hint { .. }) => format!("{base} — {}", texts::hint_thinking(lang)),
            None => base.to_string(),
        }
    }

    /// The line under the board ([`GameView::status_line`]): the replay
    /// banner first, then the refusal of the last input, then `status`.
    fn status_line(&self, status: &str, over: bool) -> StatusLineView {
        let (text, tone) = match self.events.last() {
            _ if self.replay.is_some() => (status.to_string(), StatusTone::Replay),
            Some(e) if e.kind == EventKind::Refused && !e.text.is_empty() => {
                (e.text.clone(), StatusTone::Refusal)
            }
            _ if over => (status.to_string(), StatusTone::Result),
            _ => (status.to_string(), StatusTone::Plain),
        };
        StatusLineView { text, tone }
    }

    /// The game in one line: "International draughts · Against the bot,
    /// level 4 (Club player) · move 12".
    fn summary(&self) -> String {
        let g = self.board.game();
        let lang = self.lang();
        let entries = self.move_entries(None);
        let number =
            entries.iter().filter(|m| !m.undone).map(|m| m.number).next_back().unwrap_or(0);
        let mut parts =
            vec![texts::title(self.rules(), lang), texts::mode(self.board.players(), lang)];
        if g.ply() > 0 {
            parts.push(texts::move_count(number, lang));
        }
        if let Some(r) = self.result_view() {
            parts.push(r.text);
        }
        parts.join(" · ")
    }
}

/// The result sentence, with the draw rule's limit when a counter ended it.
pub(crate) fn result_text(g: &Game, r: &GameResult, lang: Lang) -> String {
    texts::result(r, g.rules(), counter_limit(g, r), lang)
}

/// The limit of the draw rule that ended the game, for its sentence.
fn counter_limit(g: &Game, r: &GameResult) -> Option<u32> {
    if r.reason.is_counter() {
        g.draw_counters().iter().find(|c| c.rule == r.reason).map(|c| c.limit)
    } else {
        None
    }
}
