// The parts of the list screens (settings, archive, statistics, lessons):
// grouped rows on one tonal surface, rows that show a value and open its
// choices, switches, and the dialog of choices.
package org.draughts.app.ui.common

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.AppIcons
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.theme.initialFocus

/** The rounded shape of a group of rows. */
val GroupShape = RoundedCornerShape(16.dp)

/** A group of rows on the tonal surface, under an optional heading. */
@Composable
fun ListGroup(title: String? = null, modifier: Modifier = Modifier, content: @Composable ColumnScope.() -> Unit) {
    Column(modifier.fillMaxWidth()) {
        if (title != null) GroupHeading(title)
        Surface(
            Modifier.fillMaxWidth(),
            shape = GroupShape,
            color = MaterialTheme.colorScheme.surfaceContainer,
        ) { Column(content = content) }
    }
}

/** A heading over a group, in the accent colour, as lists of settings have. */
@Composable
fun GroupHeading(title: String) {
    Text(
        title,
        style = MaterialTheme.typography.titleSmall,
        color = MaterialTheme.colorScheme.primary,
        modifier = Modifier.padding(start = 16.dp, top = 16.dp, bottom = 6.dp).semantics { heading() },
    )
}

/** The thin line between two rows of a group. */
@Composable
fun RowDivider() = HorizontalDivider(
    Modifier.padding(start = 16.dp),
    color = MaterialTheme.colorScheme.outlineVariant.copy(alpha = 0.6f),
)

/**
 * A row that shows a setting's current [value] and opens its choices: the
 * whole row is one button (48 dp at least), read as its label and value.
 */
@Composable
fun ValueRow(
    label: String,
    value: String,
    tag: String,
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    leading: (@Composable RowScope.() -> Unit)? = null,
) {
    Row(
        modifier.fillMaxWidth().heightIn(min = 56.dp).focusRing(GroupShape)
            .clickable(role = Role.Button, onClick = onClick).testTag(tag)
            .padding(horizontal = 16.dp, vertical = 8.dp),
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        leading?.invoke(this)
        Column(Modifier.weight(1f)) {
            Text(label, style = MaterialTheme.typography.bodyLarge)
            Text(
                value,
                style = MaterialTheme.typography.bodyMedium,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
                maxLines = 2,
                overflow = TextOverflow.Ellipsis,
            )
        }
        Icon(AppIcons.ChevronRight, contentDescription = null, tint = MaterialTheme.colorScheme.onSurfaceVariant)
    }
}

/** A row that is a switch: the whole row toggles (the touch target is the row, not the thumb). */
@Composable
fun SwitchRow(label: String, value: Boolean, tag: String? = null, onChange: (Boolean) -> Unit) {
    Row(
        Modifier.fillMaxWidth().heightIn(min = 56.dp).let { if (tag != null) it.testTag(tag) else it }
            .focusRing(GroupShape)
            .toggleable(value = value, role = Role.Switch, onValueChange = onChange)
            .padding(horizontal = 16.dp, vertical = 4.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(label, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.weight(1f))
        Switch(checked = value, onCheckedChange = null)
    }
}

/**
 * The choices of one setting in a dialog: a radio list, the current one
 * selected and focused; a pick closes it. Each choice keeps its tag.
 */
@Composable
fun ChoiceDialog(
    title: String,
    choices: List<Choice>,
    selected: Int,
    onSelect: (Int) -> Unit,
    onDismiss: () -> Unit,
    tag: String = "choices",
) {
    val s = LocalStrings.current
    AlertDialog(
        onDismissRequest = onDismiss,
        title = { Text(title) },
        text = {
            Column(Modifier.selectableGroup().verticalScroll(rememberScrollState())) {
                choices.forEachIndexed { i, c ->
                    ChoiceLine(c, i == selected, if (i == selected) Modifier.initialFocus() else Modifier) {
                        onSelect(i)
                        onDismiss()
                    }
                }
            }
        },
        confirmButton = {
            TextButton(onClick = onDismiss, Modifier.heightIn(min = 48.dp).focusRing().testTag("$tag-close")) {
                Text(s.close)
            }
        },
        modifier = Modifier.testTag(tag),
    )
}

@Composable
private fun ChoiceLine(c: Choice, selected: Boolean, modifier: Modifier, onClick: () -> Unit) {
    Row(
        modifier.fillMaxWidth().heightIn(min = 48.dp).focusRing()
            .selectable(selected = selected, role = Role.RadioButton, onClick = onClick).testTag(c.tag)
            .padding(horizontal = 4.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        RadioButton(selected = selected, onClick = null, modifier = Modifier.size(40.dp))
        Text(c.label, style = MaterialTheme.typography.bodyLarge)
    }
}
