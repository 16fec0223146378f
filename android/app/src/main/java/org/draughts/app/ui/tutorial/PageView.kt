package org.draughts.app.ui.tutorial

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.AnnotatedString
import androidx.compose.ui.text.SpanStyle
import androidx.compose.ui.text.buildAnnotatedString
import androidx.compose.ui.text.font.FontStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.withStyle
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.board.Board
import org.draughts.app.ui.settings.SquareLabels
import org.draughts.core.DiagramInfo
import org.draughts.core.PageBlock
import org.draughts.core.TextSpan
import org.draughts.core.TextStyle
import org.draughts.core.TutorialPage

fun spansText(spans: List<TextSpan>): AnnotatedString = buildAnnotatedString {
    for (sp in spans) {
        when (sp.style) {
            TextStyle.PLAIN -> append(sp.text)
            TextStyle.BOLD -> withStyle(SpanStyle(fontWeight = FontWeight.Bold)) { append(sp.text) }
            TextStyle.ITALIC -> withStyle(SpanStyle(fontStyle = FontStyle.Italic)) { append(sp.text) }
        }
    }
}

/**
 * A page of the core's tutorial or rules, block by block. Diagrams are drawn
 * by the same [Board] as games, from the core's board of each diagram; the
 * core puts each diagram before its text, and a wide window sets that text
 * beside it.
 */
@Composable
fun PageView(page: TutorialPage, modifier: Modifier = Modifier, showTitle: Boolean = true) {
    BoxWithConstraints(modifier.fillMaxWidth()) {
        val wide = maxWidth >= 600.dp
        Column(Modifier.fillMaxWidth()) {
            if (showTitle) {
                Text(
                    page.title,
                    style = MaterialTheme.typography.headlineSmall,
                    modifier = Modifier.semantics {
                        heading()
                    }.padding(bottom = 8.dp),
                )
            }
            var i = 0
            val blocks = page.blocks
            while (i < blocks.size) {
                val b = blocks[i++]
                if (wide && b is PageBlock.Diagram) {
                    val text = blocks.drop(i).takeWhile { it is PageBlock.Paragraph || it is PageBlock.BulletList }
                    i += text.size
                    Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                        Box(Modifier.widthIn(max = 360.dp)) { DiagramView(b.diagram) }
                        Column(Modifier.weight(1f).padding(top = 8.dp)) { text.forEach { BlockView(it) } }
                    }
                } else {
                    BlockView(b)
                }
            }
        }
    }
}

@Composable
private fun BlockView(b: PageBlock) {
    when (b) {
        is PageBlock.Heading -> Text(
            b.text,
            style = MaterialTheme.typography.titleMedium,
            modifier = Modifier.padding(top = 12.dp, bottom = 4.dp).semantics { heading() },
        )

        is PageBlock.Paragraph -> Text(
            spansText(b.spans),
            style = MaterialTheme.typography.bodyLarge,
            modifier = Modifier.padding(vertical = 4.dp),
        )

        is PageBlock.BulletList -> Column(Modifier.padding(start = 8.dp, top = 2.dp, bottom = 2.dp)) {
            for (item in b.items) {
                Row(Modifier.padding(vertical = 2.dp)) {
                    Text("•  ", style = MaterialTheme.typography.bodyLarge)
                    Text(spansText(item), style = MaterialTheme.typography.bodyLarge)
                }
            }
        }

        is PageBlock.Table -> TableView(b.header, b.rows)

        is PageBlock.Diagram -> DiagramView(b.diagram)
    }
}

@Composable
private fun TableView(header: List<String>, rows: List<List<String>>) {
    Column(Modifier.fillMaxWidth().padding(vertical = 8.dp)) {
        Row(Modifier.fillMaxWidth()) {
            for (h in header) {
                Text(
                    h,
                    style = MaterialTheme.typography.labelLarge,
                    fontWeight = FontWeight.Bold,
                    modifier = Modifier.weight(1f).padding(4.dp),
                )
            }
        }
        HorizontalDivider()
        for (r in rows) {
            Row(Modifier.fillMaxWidth()) {
                for (c in r) {
                    Text(
                        c,
                        style = MaterialTheme.typography.bodyMedium,
                        modifier = Modifier.weight(1f).padding(4.dp),
                    )
                }
            }
            HorizontalDivider(color = MaterialTheme.colorScheme.outlineVariant)
        }
    }
}

@Composable
private fun DiagramView(d: DiagramInfo) {
    val caption = spansText(d.caption)
    Column(Modifier.fillMaxWidth().padding(vertical = 8.dp)) {
        Board(
            board = d.board,
            arrows = d.arrows,
            modifier = Modifier.widthIn(max = 360.dp).fillMaxWidth(),
            labels = if (d.numbered) SquareLabels.INSIDE else SquareLabels.NONE,
            description = caption.text,
        )
        Text(caption, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(top = 4.dp))
    }
}
