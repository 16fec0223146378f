package org.draughts.desktop

import org.draughts.app.ui.data.FfiCatalog
import org.draughts.app.ui.data.Samples
import org.draughts.app.ui.data.SessionPort
import org.draughts.core.GameInput
import org.draughts.core.GameView
import org.draughts.core.Language
import org.draughts.core.Player
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import java.io.File

/**
 * The generator of `ui/data/SampleSnapshots.kt`, the snapshots the previews
 * and the fakes use: it plays each sample on the real core, and fails when
 * the committed file is not what the core makes now. With
 * `-Dsamples.update=true` (`make update-samples`) it rewrites the file.
 */
class SampleSnapshotsTest {
    private val file = File(
        System.getProperty("samples.file") ?: "../app/src/main/java/org/draughts/app/ui/data/SampleSnapshots.kt",
    )
    private val catalog = FfiCatalog()

    private fun game(variant: String, black: Player = Player.Human): SessionPort {
        val rules = catalog.variants(Language.EN).first { it.id == variant }.rules
        return catalog.newSession(rules, Player.Human, black, Language.EN)
    }

    /** Plays the legal move written [notation], square by square, as a player taps it. */
    private fun SessionPort.play(notation: String): GameView {
        val before = view()
        val move = nn(before.board.legalMoves.firstOrNull { it.notation == notation }, "$notation is legal")
        var v = send(GameInput.Tap(move.from))
        for (sq in move.path) {
            if (v.currentPly != before.currentPly) break
            v = send(GameInput.Tap(sq))
        }
        assertEquals(before.currentPly + 1u, v.currentPly, "$notation was played")
        return v
    }

    private fun SessionPort.tapName(name: String) = send(GameInput.Tap(view().board.index(name)))

    private fun captureGame() = game("english").apply {
        play("11-15")
        play("22-18")
        tapName("15")
    }

    /** Each sample: its name, its doc comment, and how the core reaches it (the order of the file). */
    private val samples: List<Triple<String, String, () -> GameView>> = listOf(
        Triple("start", "English draughts, two players, at the start.", { game("english").view() }),
        Triple(
            "capture",
            "English draughts after 1. 11-15 22-18, Black's man on 15 selected.",
            { captureGame().view() },
        ),
        Triple("drawAgreed", "English draughts, a draw offered at the start and accepted.", {
            game("english").run {
                send(GameInput.OfferDraw)
                send(GameInput.AnswerDraw(true))
            }
        }),
        Triple("international", "International draughts after 1. 32-28, against the bot (level 2).", {
            game("international", black = Player.Bot(2u)).play("32-28")
        }),
        Triple("saved", "The home screen's view of the saved capture game.", {
            nn(catalog.savedGame(captureGame().save(), Language.EN))
        }),
        Triple("clock", "English draughts with a 3+2 clock after 1. 11-15 at 1 s, Black's time running at 2 s.", {
            game("english").run {
                send(GameInput.SetClock(catalog.parseClock("3+2", Language.EN)))
                send(GameInput.Tick(1_000u))
                play("11-15")
                send(GameInput.Tick(2_000u))
            }
        }),
    )

    /** The home screen's new-game form as Android opens it (the previews draw it). */
    private fun homeForm() =
        catalog.newGameForm(org.draughts.core.defaultNewGame(catalog.defaultLevel().toUInt()), Language.EN)
            .view()

    private fun constant(name: String, doc: String, comment: String, base64: String) = "    /** $doc */\n" +
        "    // $comment\n" +
        "    val $name = listOf(\n" +
        base64.chunked(CHUNK).joinToString("") { "        \"$it\",\n" } +
        "    ).joinToString(\"\")"

    private fun generate(): String {
        val views = samples.map { (name, doc, make) ->
            val view = make()
            constant(name, doc, "status: ${view.status.take(STATUS)}", Samples.encode(view))
        }
        val form = homeForm()
        val home = constant(
            "homeForm",
            "The home screen's new-game form as Android opens it.",
            "chosen: ${form.chosenName}",
            Samples.encodeForm(form),
        )
        return HEADER + (views + home).joinToString("\n\n") + "\n}\n"
    }

    @Test
    fun `the committed sample snapshots are what the core makes now`() {
        val fresh = generate()
        if (System.getProperty("samples.update") == "true") {
            file.writeText(fresh)
            return
        }
        val committed = if (file.exists()) file.readText() else "(missing: $file)"
        assertEquals(fresh, committed, "$file differs from the core's snapshots: make update-samples rewrites it")
    }

    @Test
    fun `a sample decodes to the very snapshot the core made`() {
        for ((name, _, make) in samples) {
            val view = make()
            assertEquals(view, Samples.decode(Samples.encode(view)), name)
        }
        assertEquals(game("english").view(), Samples.start)
        assertEquals(captureGame().view(), Samples.capture)
        assertEquals(homeForm(), Samples.decodeForm(Samples.encodeForm(homeForm())))
    }

    private companion object {
        const val CHUNK = 100
        const val STATUS = 90
        val HEADER = """
            |// Generated from the real core by SampleSnapshotsTest (android/desktop/src/test): do not edit.
            |// `make update-samples` rewrites it; `make test-desktop` fails when the core makes other snapshots.
            |package org.draughts.app.ui.data
            |
            |/** Real core snapshots, each a `GameView` in the bindings' wire format, base64; [Samples] decodes them. */
            |internal object SampleSnapshots {
            |
        """.trimMargin()
    }
}
