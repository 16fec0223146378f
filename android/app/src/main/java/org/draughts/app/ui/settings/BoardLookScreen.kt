package org.draughts.app.ui.settings

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.board.Board
import org.draughts.app.ui.common.GroupShape
import org.draughts.app.ui.common.ListGroup
import org.draughts.app.ui.common.RowDivider
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.AppIcons
import org.draughts.app.ui.theme.LocalBoardPalette
import org.draughts.app.ui.theme.escapeGoesBack
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.theme.paletteById
import org.draughts.app.ui.tutorial.BackBar
import org.draughts.core.boardThemes
import org.draughts.core.lookPreview
import org.draughts.core.pieceSets

/**
 * The board's look: a live preview board drawn with the current choices,
 * beside (landscape) or above (portrait) the lists of board themes (each
 * with a strip of its squares), piece sets (the core's, named in the
 * player's language) and where the coordinates go. Each row is a radio
 * choice tagged `palette-ID`, `pieces-ID`, `labels-NAME`.
 */
@Composable
fun BoardLookScreen(settings: AppSettings, onChange: (AppSettings) -> Unit, onBack: () -> Unit) {
    val s = LocalStrings.current
    val themes = remember(settings.language) { boardThemes(settings.language) }
    val sets = remember(settings.language) { pieceSets(settings.language) }
    val preview = remember(settings.language) { lookPreview(settings.language) }
    val board = @Composable { m: Modifier ->
        CompositionLocalProvider(LocalBoardPalette provides paletteById(settings.palette, settings.pieceSet)) {
            Board(
                preview,
                m.aspectRatio(1f, matchHeightConstraintsFirst = true).testTag("look-preview"),
                labels = settings.labels,
                description = preview.squares.filter { it.piece != null }.joinToString { it.description },
            )
        }
    }
    val lists = @Composable { m: Modifier ->
        Column(m.verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            ListGroup(s.boardTheme, Modifier.selectableGroup()) {
                themes.forEachIndexed { i, t ->
                    if (i > 0) RowDivider()
                    Pickable(t.name, "palette-${t.id}", t.id == settings.palette, {
                        onChange(settings.copy(palette = t.id))
                    }) {
                        Swatch(paletteById(t.id), 6, Modifier.size(72.dp, 12.dp))
                    }
                }
            }
            ListGroup(s.pieceSet, Modifier.selectableGroup()) {
                sets.forEachIndexed { i, p ->
                    if (i > 0) RowDivider()
                    Pickable(p.name, "pieces-${p.id}", p.id == settings.pieceSet, {
                        onChange(settings.copy(pieceSet = p.id))
                    })
                }
            }
            ListGroup(s.labels, Modifier.selectableGroup()) {
                listOf(
                    SquareLabels.OUTSIDE to s.labelsOutside,
                    SquareLabels.INSIDE to s.labelsInside,
                    SquareLabels.NONE to s.labelsNone,
                ).forEachIndexed { i, (v, label) ->
                    if (i > 0) RowDivider()
                    Pickable(label, "labels-${v.name.lowercase()}", v == settings.labels, {
                        onChange(settings.copy(labels = v))
                    })
                }
            }
        }
    }
    Surface(Modifier.fillMaxSize().escapeGoesBack(onBack)) {
        BoxWithConstraints(Modifier.fillMaxSize().padding(horizontal = 12.dp, vertical = 8.dp)) {
            if (maxWidth > maxHeight && maxWidth >= 600.dp) {
                Row(Modifier.fillMaxSize(), horizontalArrangement = Arrangement.spacedBy(24.dp)) {
                    Column(Modifier.weight(1f).fillMaxHeight()) {
                        BackBar(s.boardColours, onBack, focusFirst = true)
                        Box(Modifier.fillMaxSize().padding(8.dp), contentAlignment = Alignment.Center) {
                            board(Modifier)
                        }
                    }
                    lists(Modifier.widthIn(max = 420.dp).fillMaxHeight())
                }
            } else {
                Column(Modifier.fillMaxSize(), horizontalAlignment = Alignment.CenterHorizontally) {
                    BackBar(s.boardColours, onBack, focusFirst = true)
                    board(Modifier.heightIn(max = 260.dp).padding(vertical = 8.dp))
                    lists(Modifier.widthIn(max = 640.dp).fillMaxWidth().weight(1f))
                }
            }
        }
    }
}

/** A radio row of a look list: the name, an optional sample, and a tick on the one chosen. */
@Composable
private fun Pickable(
    label: String,
    tag: String,
    selected: Boolean,
    onPick: () -> Unit,
    sample: (@Composable () -> Unit)? = null,
) {
    Row(
        Modifier.fillMaxWidth().heightIn(min = 52.dp).focusRing(GroupShape)
            .selectable(selected = selected, role = Role.RadioButton, onClick = onPick).testTag(tag)
            .padding(horizontal = 16.dp, vertical = 6.dp),
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        sample?.invoke()
        Text(label, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.weight(1f))
        if (selected) Icon(AppIcons.Check, contentDescription = null, tint = MaterialTheme.colorScheme.primary)
    }
}
