// The PDN import screen: a pasted text or a file, its games as a list (searchable above 5 games), the
// reader's warnings and a refusal, all drawn from the core's snapshot; a row opens its game for analysis.
package org.draughts.app.ui.pdnimport

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalClipboardManager
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.theme.escapeGoesBack
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.tutorial.BackBar
import org.draughts.core.AnalysisHandle
import org.draughts.core.DraughtsException
import org.draughts.core.ImportHandle
import org.draughts.core.ImportInput
import org.draughts.core.ImportRow
import org.draughts.core.ImportView
import org.draughts.core.Language

/**
 * The import screen's state: the core's `ImportHandle`, its latest snapshot and
 * the text field's text (the field is the platform's; what the text holds is the core's).
 */
class ImportStateHolder(language: Language) {
    private val handle = ImportHandle(language)

    /** What the screen draws. */
    var view: ImportView by mutableStateOf(handle.view())
        private set

    /** The text field's content: what was pasted or typed (a file's bytes are not shown). */
    var text by mutableStateOf("")
        private set

    /** A typed text; the core reads it again. */
    fun readText(t: String) {
        text = t
        view = handle.send(ImportInput.Text(t))
    }

    /** A text pasted or handed over at once; the game to analyse at once when the core says so (one game). */
    fun paste(t: String): AnalysisHandle? {
        text = t
        view = handle.send(ImportInput.Pasted(t))
        return openAtOnce()
    }

    /** A file's bytes, read by the platform: the core reads them as they are; the game to analyse at once, if any. */
    fun readFile(bytes: ByteArray): AnalysisHandle? {
        text = ""
        view = handle.send(ImportInput.File(bytes))
        return openAtOnce()
    }

    /** The analysis board of the game the core's answer opens at once instead of the list. */
    private fun openAtOnce(): AnalysisHandle? = view.openGame?.let(::open)

    fun search(query: String) {
        view = handle.send(ImportInput.Search(query))
    }

    fun setLanguage(language: Language) {
        view = handle.setLanguage(language)
    }

    /** The analysis board of a row's game at its start; null if the core has no such game. */
    fun open(index: UInt): AnalysisHandle? = try {
        handle.open(index)
    } catch (_: DraughtsException) {
        null
    }

    fun close() = handle.close()
}

/** The import screen's inputs. */
data class ImportActions(
    val onText: (String) -> Unit = {},
    val onPaste: () -> Unit = {},
    val onOpenFile: () -> Unit = {},
    val onSearch: (String) -> Unit = {},
    val onOpen: (UInt) -> Unit = {},
    val onBack: () -> Unit = {},
)

/** The route: the clipboard and the file picker are the platform's; the rest is the holder's. */
@Composable
fun ImportRoute(
    holder: ImportStateHolder,
    onOpenFile: () -> Unit,
    onAnalyse: (AnalysisHandle) -> Unit,
    onBack: () -> Unit,
) {
    val clipboard = LocalClipboardManager.current
    ImportScreen(
        holder.view,
        holder.text,
        ImportActions(
            onText = holder::readText,
            onPaste = { clipboard.getText()?.text?.let(holder::paste)?.let(onAnalyse) },
            onOpenFile = onOpenFile,
            onSearch = holder::search,
            onOpen = { holder.open(it)?.let(onAnalyse) },
            onBack = onBack,
        ),
    )
}

/** The import screen, drawn from the core's [view]; [text] is the field's content. */
@Composable
fun ImportScreen(view: ImportView, text: String, actions: ImportActions) {
    Surface(Modifier.fillMaxSize().escapeGoesBack(actions.onBack)) {
        Box(Modifier.fillMaxSize(), contentAlignment = Alignment.TopCenter) {
            LazyColumn(
                Modifier.widthIn(max = 720.dp).fillMaxSize().testTag("import-list"),
                contentPadding = PaddingValues(12.dp),
                verticalArrangement = Arrangement.spacedBy(6.dp),
            ) {
                item { BackBar(view.title, actions.onBack, focusFirst = true) }
                item { Source(view, text, actions) }
                view.refusal?.let { item { Refusal(it) } }
                if (view.searchShown) item { Search(view, actions) }
                if (view.noMatch.isNotEmpty()) {
                    item { Text(view.noMatch, Modifier.padding(8.dp).testTag("import-no-match")) }
                }
                items(view.rows, key = { it.index.toString() }) { GameRow(it, actions) }
                if (view.warnings.isNotEmpty()) item { Warnings(view) }
            }
        }
    }
}

@Composable
private fun Source(view: ImportView, text: String, actions: ImportActions) {
    Column(verticalArrangement = Arrangement.spacedBy(6.dp)) {
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            OutlinedButton(
                onClick = actions.onPaste,
                modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("import-paste"),
            ) { Text(view.pasteLabel) }
            OutlinedButton(
                onClick = actions.onOpenFile,
                modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("import-open-file"),
            ) { Text(view.openFileLabel) }
        }
        OutlinedTextField(
            value = text,
            onValueChange = actions.onText,
            placeholder = { Text(view.textHint) },
            label = { Text(view.textHint) },
            minLines = 3,
            maxLines = 6,
            textStyle = MaterialTheme.typography.bodySmall,
            modifier = Modifier.fillMaxWidth().testTag("import-text"),
        )
    }
}

@Composable
private fun Refusal(refusal: String) {
    Text(
        refusal,
        color = MaterialTheme.colorScheme.error,
        modifier = Modifier.padding(vertical = 4.dp).testTag("import-refusal").semantics {
            liveRegion = LiveRegionMode.Polite
        },
    )
}

@Composable
private fun Search(view: ImportView, actions: ImportActions) {
    // The core echoes the query back in the snapshot it answers with.
    OutlinedTextField(
        value = view.query,
        onValueChange = actions.onSearch,
        label = { Text(view.searchHint) },
        singleLine = true,
        modifier = Modifier.fillMaxWidth().testTag("import-search"),
    )
}

@Composable
private fun GameRow(row: ImportRow, actions: ImportActions) {
    Card(
        Modifier.fillMaxWidth().heightIn(min = 48.dp).focusRing().clickable { actions.onOpen(row.index) }
            .testTag("import-game-${row.index}")
            .clearAndSetSemantics {
                contentDescription = row.spoken
                onClick {
                    actions.onOpen(row.index)
                    true
                }
            },
    ) {
        Column(Modifier.padding(horizontal = 12.dp, vertical = 8.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(row.players, Modifier.weight(1f), fontWeight = FontWeight.SemiBold)
                Text(row.result, Modifier.padding(start = 8.dp))
            }
            Text(
                row.details,
                style = MaterialTheme.typography.bodySmall,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
            )
        }
    }
}

@Composable
private fun Warnings(view: ImportView) {
    Column(Modifier.padding(top = 8.dp).testTag("import-warnings"), verticalArrangement = Arrangement.spacedBy(4.dp)) {
        Text(
            view.warningsHeading,
            style = MaterialTheme.typography.titleSmall,
            modifier = Modifier.semantics { heading() },
        )
        view.warnings.forEach {
            Text(it, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
        }
    }
}
