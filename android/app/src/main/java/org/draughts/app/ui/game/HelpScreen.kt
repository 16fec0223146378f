package org.draughts.app.ui.game

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.i18n.shortcutList
import org.draughts.app.ui.theme.escapeGoesBack
import org.draughts.app.ui.tutorial.BackBar

/** The keyboard shortcuts, listed. */
@Composable
fun HelpScreen(onBack: () -> Unit) {
    val s = LocalStrings.current
    Surface(Modifier.fillMaxSize().escapeGoesBack(onBack)) {
        Column(Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(12.dp).widthIn(max = 720.dp)) {
            BackBar(s.shortcuts, onBack, focusFirst = true)
            for ((keys, what) in s.shortcutList) {
                Row(
                    Modifier.fillMaxWidth().padding(vertical = 6.dp).semantics(mergeDescendants = true) {
                    }.testTag("shortcut"),
                ) {
                    Text(keys, fontWeight = FontWeight.Bold, modifier = Modifier.width(150.dp))
                    Text(what, style = MaterialTheme.typography.bodyMedium)
                }
            }
        }
    }
}
