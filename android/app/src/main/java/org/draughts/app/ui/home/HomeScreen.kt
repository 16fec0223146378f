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
import org.draughts.core.BotLevel
import org.draughts.core.GameCard
import org.draughts.core.Side

/** One preset as the home screen lists it: the core's name, short name and one-line description. */
data class VariantChoice(val id: String, val name: String, val summary: String, val shortName: String = name)

data class HomeUiState(
    /** The unfinished games as the core's library describes them, most recent first. */
    val unfinished: List<GameCard>,
    val variants: List<VariantChoice>,
    /** Index into [variants], or -1 when [customRulesLabel] is chosen. */
    val selected: Int,
    val customRulesLabel: String?,
    val vsBot: Boolean,
    val levels: List<BotLevel>,
    val level: Int,
    val humanSide: Side,
    /** The core's clock presets by id (`3+2`); the choice is 0 for none, then the presets, then the custom text. */
    val clocks: List<String> = emptyList(),
    val clock: Int = 0,
    val customClock: String = "",
    /** Why the core cannot read [customClock], shown beside it. */
    val clockError: String? = null,
)

data class HomeActions(
    val onResume: (ULong) -> Unit = {},
    val onDelete: (ULong) -> Unit = {},
    val onArchive: () -> Unit = {},
    val onStats: () -> Unit = {},
    val onSelectVariant: (Int) -> Unit = {},
    val onSelectCustom: () -> Unit = {},
    val onEditRules: () -> Unit = {},
    val onVsBot: (Boolean) -> Unit = {},
    val onLevel: (Int) -> Unit = {},
    val onHumanSide: (Side) -> Unit = {},
    val onStart: () -> Unit = {},
    val onTutorial: () -> Unit = {},
    val onSettings: () -> Unit = {},
    val onClock: (Int) -> Unit = {},
    val onCustomClock: (String) -> Unit = {},
)

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
            }

            Text(s.newGame, style = MaterialTheme.typography.titleMedium, modifier = Modifier.semantics { heading() })
            val variantChoices = uiState.variants.map { Choice("variant-${it.id}", it.shortName) } +
                listOfNotNull(uiState.customRulesLabel?.let { Choice("variant-custom", s.customRules) })
            val selected = if (uiState.selected == -1) uiState.variants.size else uiState.selected
            ChoiceGroup(s.variant, variantChoices, selected, { i ->
                if (i < uiState.variants.size) actions.onSelectVariant(i) else actions.onSelectCustom()
            }, groupTag = "variants")
            val chosen = uiState.variants.getOrNull(uiState.selected)
            Column(Modifier.fillMaxWidth().padding(horizontal = 4.dp).testTag("variant-summary")) {
                Text(chosen?.name ?: s.customRules, style = MaterialTheme.typography.titleSmall)
                Text(
                    chosen?.summary ?: uiState.customRulesLabel.orEmpty(),
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
            ChoiceGroup(
                s.mode,
                listOf(Choice("mode-two", s.twoPlayers), Choice("mode-bot", s.vsBot)),
                if (uiState.vsBot) 1 else 0,
                { actions.onVsBot(it == 1) },
                groupTag = "modes",
            )
            if (uiState.vsBot) {
                GroupLabel(s.botLevel)
                ChoiceGroup(
                    s.botLevel,
                    uiState.levels.map { Choice("level-${it.number}", "${it.number} · ${it.name}") },
                    uiState.levels.indexOfFirst { it.number.toInt() == uiState.level },
                    { actions.onLevel(uiState.levels[it].number.toInt()) },
                    groupTag = "levels",
                )
                GroupLabel(s.yourColour)
                ChoiceGroup(
                    s.yourColour,
                    Side.entries.map { Choice("side-${it.name.lowercase()}", s.sideName(it)) },
                    Side.entries.indexOf(uiState.humanSide),
                    {
                        actions.onHumanSide(Side.entries[it])
                    },
                    groupTag = "sides",
                )
            }
            ClockChoice(uiState, actions)
            Button(
                onClick = actions.onStart,
                modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp)
                    .let { if (uiState.unfinished.isEmpty()) it.initialFocus() else it }
                    .focusRing(RoundedCornerShape(50)).testTag("start"),
            ) { Text(s.start) }
        }
    }
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

/** No clock, the core's presets, or a custom `BASE+INC` checked by the core as it is typed. */
@Composable
private fun ClockChoice(uiState: HomeUiState, actions: HomeActions) {
    val s = LocalStrings.current
    GroupLabel(s.clock)
    val choices = listOf(Choice("clock-none", s.clockNone)) +
        uiState.clocks.map { Choice("clock-$it", it) } + Choice("clock-custom", s.clockCustom)
    ChoiceGroup(s.clock, choices, uiState.clock, actions.onClock, groupTag = "clocks")
    if (uiState.clock == uiState.clocks.size + 1) {
        OutlinedTextField(
            value = uiState.customClock,
            onValueChange = actions.onCustomClock,
            label = { Text(s.clockCustomLabel) },
            singleLine = true,
            isError = uiState.clockError != null,
            supportingText = uiState.clockError?.let { e -> { Text(e, modifier = Modifier.testTag("clock-error")) } },
            modifier = Modifier.fillMaxWidth().focusRing().testTag("clock-text"),
        )
    }
}

@Composable
private fun GroupLabel(text: String) {
    Text(text, style = MaterialTheme.typography.labelLarge, modifier = Modifier.padding(start = 4.dp, top = 4.dp))
}
