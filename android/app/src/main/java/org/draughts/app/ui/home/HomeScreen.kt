package org.draughts.app.ui.home

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.board.Board
import org.draughts.app.ui.common.Choice
import org.draughts.app.ui.common.ChoiceGroup
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.i18n.sideName
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.theme.initialFocus
import org.draughts.core.ClockPick
import org.draughts.core.GameCard
import org.draughts.core.GameMode
import org.draughts.core.NewGameInput
import org.draughts.core.NewGameView
import org.draughts.core.Side

data class HomeUiState(
    /** The unfinished games as the core's library describes them, most recent first. */
    val unfinished: List<GameCard>,
    /** The core's new-game form: choices, labels, what is selected, whether Start may be pressed. */
    val form: NewGameView,
    /** The Puzzles card, when the app has puzzles. */
    val puzzles: PuzzleCard? = null,
)

data class HomeActions(
    val onResume: (ULong) -> Unit = {},
    val onDelete: (ULong) -> Unit = {},
    val onArchive: () -> Unit = {},
    val onStats: () -> Unit = {},
    val onAnalysisBoard: () -> Unit = {},
    /** An input to the core's new-game form. */
    val onForm: (NewGameInput) -> Unit = {},
    val onEditRules: () -> Unit = {},
    val onStart: () -> Unit = {},
    val onTutorial: () -> Unit = {},
    val onSettings: () -> Unit = {},
    /** Opens the position editor. */
    val onSetUp: () -> Unit = {},
    val onPuzzles: () -> Unit = {},
    /** Opens the PDN import screen (paste, or a file). */
    val onOpenPdn: () -> Unit = {},
)

/** Home's Puzzles card: the core's title and the player's rating in words. */
data class PuzzleCard(val title: String, val rating: String)

/** Home: the saved game to continue, then a new game chosen on one screen (variant, then players, then Start). */
@Composable
fun HomeScreen(uiState: HomeUiState, actions: HomeActions, modifier: Modifier = Modifier) {
    val s = LocalStrings.current
    Surface(modifier.fillMaxSize()) {
        Column(
            Modifier.fillMaxSize().verticalScroll(
                rememberScrollState(),
            ).padding(horizontal = 12.dp, vertical = 8.dp).widthIn(max = 720.dp),
            verticalArrangement = Arrangement.spacedBy(6.dp),
        ) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(
                    s.appName,
                    style = MaterialTheme.typography.headlineSmall,
                    modifier = Modifier.weight(1f).semantics {
                        heading()
                    },
                )
                TextButton(
                    onClick = actions.onTutorial,
                    modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("tutorial"),
                ) {
                    Text(s.tutorial)
                }
                TextButton(
                    onClick = actions.onSettings,
                    modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("settings"),
                ) {
                    Text(s.settings)
                }
            }
            UnfinishedGames(uiState.unfinished, actions)
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                TextButton(
                    onClick = actions.onArchive,
                    modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("archive"),
                ) { Text(s.archive) }
                TextButton(
                    onClick = actions.onStats,
                    modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("stats"),
                ) { Text(s.statistics) }
                TextButton(
                    onClick = actions.onSetUp,
                    modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("set-up-position"),
                ) { Text(s.setUpPosition) }
                TextButton(
                    onClick = actions.onAnalysisBoard,
                    modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("analysis-board"),
                ) { Text(s.analysisBoard) }
            }
            // Its own line: the row above is full on a phone.
            TextButton(
                onClick = actions.onOpenPdn,
                modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("open-pdn"),
            ) { Text(s.openPdn) }

            Text(s.newGame, style = MaterialTheme.typography.titleMedium, modifier = Modifier.semantics { heading() })
            NewGameChoices(uiState.form, actions)
            Button(
                onClick = actions.onStart,
                enabled = uiState.form.canStart,
                modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp)
                    .let { if (uiState.unfinished.isEmpty()) it.initialFocus() else it }
                    .focusRing(RoundedCornerShape(50)).testTag("start"),
            ) { Text(s.start) }
            uiState.puzzles?.let { PuzzlesCard(it, actions.onPuzzles) }
        }
    }
}

/** The core's new-game form as it draws it: the variant, the players, the bot's level and colour, the clock. */
@Composable
private fun NewGameChoices(form: NewGameView, actions: HomeActions) {
    val s = LocalStrings.current
    val variantChoices = form.variants.map { Choice("variant-${it.id}", it.shortName) } +
        listOfNotNull(form.customRules?.let { Choice("variant-custom", s.customRules) })
    val selected = if (form.customChosen) form.variants.size else form.variants.indexOfFirst { it.selected }
    ChoiceGroup(s.variant, variantChoices, selected, { i ->
        actions.onForm(
            if (i < form.variants.size) NewGameInput.ChooseVariant(i.toUInt()) else NewGameInput.ChooseCustomRules,
        )
    }, groupTag = "variants")
    Column(Modifier.fillMaxWidth().padding(horizontal = 4.dp).testTag("variant-summary")) {
        Text(form.chosenName, style = MaterialTheme.typography.titleSmall)
        Text(
            form.chosenSummary,
            style = MaterialTheme.typography.bodySmall,
            maxLines = 2,
            overflow = TextOverflow.Ellipsis,
        )
    }
    TextButton(
        onClick = actions.onEditRules,
        modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("edit-rules"),
    ) {
        Text(s.editRules)
    }
    GroupLabel(s.mode)
    val modes = listOf(GameMode.TWO_PLAYERS, GameMode.VS_BOT)
    ChoiceGroup(
        s.mode,
        listOf(Choice("mode-two", s.twoPlayers), Choice("mode-bot", s.vsBot)),
        modes.indexOf(form.mode),
        { actions.onForm(NewGameInput.SetMode(modes[it])) },
        groupTag = "modes",
    )
    form.bot?.let { bot ->
        GroupLabel(s.botLevel)
        ChoiceGroup(
            s.botLevel,
            bot.levels.map { Choice("level-${it.number}", it.label) },
            bot.levels.indexOfFirst { it.selected },
            { actions.onForm(NewGameInput.SetLevel(bot.levels[it].number)) },
            groupTag = "levels",
        )
        GroupLabel(s.yourColour)
        ChoiceGroup(
            s.yourColour,
            Side.entries.map { Choice("side-${it.name.lowercase()}", s.sideName(it)) },
            Side.entries.indexOf(bot.side),
            { actions.onForm(NewGameInput.SetSide(Side.entries[it])) },
            groupTag = "sides",
        )
    }
    ClockChoice(form, actions)
}

/** The unfinished games, each a card: the core's mini board, variant, players, whose move and date; resume or delete. */
@Composable
private fun UnfinishedGames(cards: List<GameCard>, actions: HomeActions) {
    if (cards.isEmpty()) return
    val s = LocalStrings.current
    Text(s.unfinishedGames, style = MaterialTheme.typography.titleMedium, modifier = Modifier.semantics { heading() })
    cards.forEachIndexed { i, card -> GameCardView(card, first = i == 0, actions) }
}

@Composable
private fun GameCardView(card: GameCard, first: Boolean, actions: HomeActions) {
    val s = LocalStrings.current
    Card(Modifier.fillMaxWidth().testTag("card-${card.id}")) {
        Row(Modifier.padding(10.dp), verticalAlignment = Alignment.CenterVertically) {
            Board(card.board, Modifier.size(84.dp), description = card.spoken)
            Spacer(Modifier.width(10.dp))
            Column(Modifier.weight(1f), verticalArrangement = Arrangement.spacedBy(2.dp)) {
                Text(
                    card.title,
                    style = MaterialTheme.typography.labelLarge,
                    maxLines = 1,
                    overflow = TextOverflow.Ellipsis,
                )
                for (line in listOf(card.players, card.toMove, card.date)) {
                    Text(
                        line,
                        style = MaterialTheme.typography.bodySmall,
                        maxLines = 1,
                        overflow = TextOverflow.Ellipsis,
                    )
                }
                Row(
                    horizontalArrangement = Arrangement.spacedBy(8.dp),
                    verticalAlignment = Alignment.CenterVertically,
                ) {
                    Button(
                        onClick = { actions.onResume(card.id) },
                        modifier = Modifier.heightIn(min = 48.dp)
                            .let { if (first) it.initialFocus() else it }
                            .focusRing(RoundedCornerShape(50)).testTag("resume-${card.id}"),
                    ) { Text(s.resumeGame) }
                    TextButton(
                        onClick = { actions.onDelete(card.id) },
                        modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("delete-${card.id}"),
                    ) { Text(s.delete) }
                }
            }
        }
    }
}

/** No clock, the core's presets, or a custom `BASE+INC` the core reads as it is typed (its refusal under the field). */
@Composable
private fun ClockChoice(form: NewGameView, actions: HomeActions) {
    val s = LocalStrings.current
    GroupLabel(s.clock)
    // Drawn in this order: none, each preset, the custom text.
    val picks = listOf(ClockPick.NoClock) + form.clockPresets.indices.map { ClockPick.Preset(it.toUInt()) } +
        ClockPick.Custom
    val choices = listOf(Choice("clock-none", s.clockNone)) +
        form.clockPresets.map { Choice("clock-${it.id}", it.id) } + Choice("clock-custom", s.clockCustom)
    ChoiceGroup(s.clock, choices, picks.indexOf(form.clock), {
        actions.onForm(NewGameInput.SetClock(picks[it]))
    }, groupTag = "clocks")
    form.customClock?.let { field ->
        OutlinedTextField(
            value = field.text,
            onValueChange = { actions.onForm(NewGameInput.SetCustomClock(it)) },
            label = { Text(s.clockCustomLabel) },
            singleLine = true,
            isError = field.refusal != null,
            supportingText = field.refusal?.let { e -> { Text(e, modifier = Modifier.testTag("clock-error")) } },
            modifier = Modifier.fillMaxWidth().focusRing().testTag("clock-text"),
        )
    }
}

@Composable
private fun GroupLabel(text: String) {
    Text(text, style = MaterialTheme.typography.labelLarge, modifier = Modifier.padding(start = 4.dp, top = 4.dp))
}

/** The Puzzles card: a tap opens the trainer. */
@Composable
private fun PuzzlesCard(card: PuzzleCard, onOpen: () -> Unit) {
    Card(
        onClick = onOpen,
        modifier = Modifier.fillMaxWidth().focusRing().testTag("puzzles-card"),
    ) {
        Column(Modifier.padding(12.dp)) {
            Text(card.title, style = MaterialTheme.typography.titleMedium)
            Text(card.rating, style = MaterialTheme.typography.bodyMedium)
        }
    }
}
