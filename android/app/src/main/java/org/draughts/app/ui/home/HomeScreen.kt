package org.draughts.app.ui.home

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.focusRing
import org.draughts.core.GameCard
import org.draughts.core.GameMode
import org.draughts.core.NewGameInput
import org.draughts.core.NewGameView

data class HomeUiState(
    /** The unfinished games as the core's library describes them, most recent first. */
    val unfinished: List<GameCard>,
    /** The core's new-game form: choices, labels, the variant's diagram, home's words, whether Start may be pressed. */
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

/** The sheet drawn over home. */
enum class HomeSheet {
    /** The new game's settings, after a big action. */
    NEW_GAME,

    /** The variant, from home's card. */
    VARIANT,

    /** The variant, from the new-game sheet: closing it goes back there. */
    GAME_VARIANT,
}

/** Home with its one piece of screen state, the open sheet (gone when the screen leaves). */
@Composable
fun HomeRoute(uiState: HomeUiState, actions: HomeActions, modifier: Modifier = Modifier) {
    var sheet by rememberSaveable { mutableStateOf<HomeSheet?>(null) }
    HomeScreen(uiState, actions, modifier, sheet) { sheet = it }
}

/**
 * Home: the games to continue, the two ways to play, the variant as a card,
 * then the other screens as cards. One column on a phone (capped in width
 * on a tablet, where an upright one gets larger cards and a larger variant
 * diagram to fill its height), two columns on a wide landscape window. The clock, level and
 * colour live in the new-game sheet the two big actions open.
 */
@Composable
fun HomeScreen(
    uiState: HomeUiState,
    actions: HomeActions,
    modifier: Modifier = Modifier,
    sheet: HomeSheet? = null,
    onSheet: (HomeSheet?) -> Unit = {},
) {
    val labels = uiState.form.labels
    val play = { mode: GameMode ->
        actions.onForm(NewGameInput.SetMode(mode))
        onSheet(HomeSheet.NEW_GAME)
    }
    Surface(modifier.fillMaxSize(), color = MaterialTheme.colorScheme.surface) {
        BoxWithConstraints(Modifier.fillMaxSize()) {
            val twoColumns = maxWidth >= 720.dp && maxWidth > maxHeight
            // A tablet upright: one wider column of larger cards, so the page fills the height.
            val roomy = !twoColumns && maxWidth >= 600.dp && maxHeight >= 900.dp
            Column(
                Modifier.fillMaxSize().verticalScroll(
                    rememberScrollState(),
                ).padding(horizontal = 16.dp, vertical = 8.dp),
                horizontalAlignment = Alignment.CenterHorizontally,
            ) {
                Column(
                    Modifier.widthIn(
                        max = when {
                            twoColumns -> 1080.dp
                            roomy -> 720.dp
                            else -> 640.dp
                        },
                    ).fillMaxWidth(),
                    verticalArrangement = Arrangement.spacedBy(if (roomy) 16.dp else 12.dp),
                ) {
                    TopRow(actions)
                    val noGames = uiState.unfinished.isEmpty()
                    val playing = @Composable {
                        ContinueSection(uiState.unfinished, labels.continueHeading, actions)
                        PlayActions(labels, focusFirst = noGames, roomy, onBot = { play(GameMode.VS_BOT) }) {
                            play(GameMode.TWO_PLAYERS)
                        }
                        VariantCard(uiState.form, roomy) { onSheet(HomeSheet.VARIANT) }
                    }
                    val learning = @Composable { LearnAndPuzzles(uiState, actions, roomy) }
                    val tools = @Composable { Tools(uiState.form.labels, actions, roomy) }
                    if (twoColumns) {
                        // Two balanced columns: Learn and Puzzles go under the play actions unless games fill that side.
                        Row(horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                            Column(Modifier.weight(1f), verticalArrangement = Arrangement.spacedBy(12.dp)) {
                                playing()
                                if (noGames) learning()
                            }
                            Column(Modifier.weight(1f), verticalArrangement = Arrangement.spacedBy(12.dp)) {
                                if (!noGames) learning()
                                tools()
                            }
                        }
                    } else {
                        playing()
                        learning()
                        tools()
                    }
                }
            }
            sheet?.let { HomeSheetView(it, uiState.form, actions, wide = maxWidth >= 600.dp, onSheet) }
        }
    }
}

@Composable
private fun TopRow(actions: HomeActions) {
    val s = LocalStrings.current
    Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.fillMaxWidth()) {
        Text(
            s.appName,
            style = MaterialTheme.typography.headlineSmall,
            fontWeight = FontWeight.SemiBold,
            modifier = Modifier.weight(1f).semantics { heading() },
        )
        IconButton(
            onClick = actions.onSettings,
            modifier = Modifier.size(48.dp).focusRing(RoundedCornerShape(50)).testTag("settings"),
        ) { Icon(HomeIcons.Tune, contentDescription = s.settings) }
    }
}

/** A section's heading, read as one by screen readers. */
@Composable
internal fun SectionHeading(text: String) {
    Text(
        text,
        style = MaterialTheme.typography.titleSmall,
        color = MaterialTheme.colorScheme.onSurfaceVariant,
        modifier = Modifier.padding(start = 4.dp, top = 4.dp).semantics { heading() },
    )
}

/** The unfinished games, most recent first, each a card that resumes it. */
@Composable
private fun ContinueSection(cards: List<GameCard>, heading: String, actions: HomeActions) {
    if (cards.isEmpty()) return
    SectionHeading(heading)
    cards.forEachIndexed { i, card -> ContinueCard(card, first = i == 0, actions) }
}

/** The sheet's shape: rounded at the top, where it rises from the bottom edge. */
internal val SheetShape = RoundedCornerShape(topStart = 28.dp, topEnd = 28.dp)

/** Cards share one shape. */
internal val CardShape = RoundedCornerShape(16.dp)
