package org.draughts.desktop

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.asSkiaBitmap
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.isFocused
import androidx.compose.ui.test.isRoot
import androidx.compose.ui.test.onFirst
import androidx.compose.ui.test.onLast
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performKeyInput
import androidx.compose.ui.test.performMouseInput
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.pressKey
import androidx.compose.ui.test.runSkikoComposeUiTest
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.platform.Font
import androidx.compose.ui.unit.Density
import org.draughts.app.ui.AppState
import org.draughts.app.ui.data.Catalog
import org.draughts.app.ui.data.FfiCatalog
import org.draughts.app.ui.data.MemoryStore
import org.draughts.app.ui.data.Platform
import org.draughts.app.ui.data.SearchEvents
import org.draughts.app.ui.data.SessionPort
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.theme.LocalFontOverride
import org.draughts.core.BoardView
import org.draughts.core.ClockPick
import org.draughts.core.GameMode
import org.draughts.core.Language
import org.draughts.core.MoveInfo
import org.draughts.core.NewGameInput
import org.draughts.core.Player
import org.draughts.core.RuleSet
import org.draughts.core.SearchTicket
import org.draughts.core.Side
import org.jetbrains.skia.EncodedImageFormat
import org.jetbrains.skia.Image
import java.io.File
import java.util.concurrent.ConcurrentLinkedQueue
import androidx.compose.ui.input.key.Key as ComposeKey

/** The home form's inputs as a player makes them, through the core's form. */
fun AppState.chooseVariant(id: String) =
    homeInput(NewGameInput.ChooseVariant(homeForm.variants.indexOfFirst { it.id == id }.toUInt()))

fun AppState.chooseVsBot(vsBot: Boolean) =
    homeInput(NewGameInput.SetMode(if (vsBot) GameMode.VS_BOT else GameMode.TWO_PLAYERS))

fun AppState.chooseLevel(level: Int) = homeInput(NewGameInput.SetLevel(level.toUInt()))
fun AppState.chooseSide(side: Side) = homeInput(NewGameInput.SetSide(side))

/** The [n]th clock preset of the core (1 the fastest), as the chip of that preset. */
fun AppState.chooseClockPreset(n: Int) = homeInput(NewGameInput.SetClock(ClockPick.Preset((n - 1).toUInt())))

/**
 * Home's way to a new game as a player takes it: the variant through the core's form, then the big
 * action ("Play a friend" or "Play the bot"), which opens the new-game sheet holding Start.
 */
@OptIn(ExperimentalTestApi::class)
fun SkikoComposeUiTest.openNewGame(app: AppState, variant: String, vsBot: Boolean = false) {
    runOnIdle { app.chooseVariant(variant) }
    onNodeWithTag(if (vsBot) "play-bot" else "play-friend").performScrollTo().performClick()
    waitForIdle()
}

fun AppState.chooseCustomClock(text: String) {
    homeInput(NewGameInput.SetClock(ClockPick.Custom))
    homeInput(NewGameInput.SetCustomClock(text))
}

/** The shell for tests: bot callbacks queue up and run when the test drains them (on the test thread). */
class TestPlatform : Platform {
    val queue = ConcurrentLinkedQueue<() -> Unit>()
    val shared = mutableListOf<Pair<String, String>>()

    /** Whether each move's feedback was for a capture. */
    val feedbacks = mutableListOf<Boolean>()
    override val site = "Test"

    /** Stands for the system's "remove animations". */
    var reduced = false
    override val reducedMotion get() = reduced
    override fun today() = "2026-03-01"
    override fun sharePdn(pdn: String, fileName: String) {
        shared += fileName to pdn
    }

    /** The file the player chooses in the picker (its bytes); null stands for a cancelled picker. */
    var pdnFile: ByteArray? = null
    override fun pickPdnFile(onBytes: (ByteArray) -> Unit) {
        pdnFile?.let(onBytes)
    }

    /** The sound and haptic settings each feedback was asked with. */
    val feedbackSettings = mutableListOf<Pair<Boolean, Boolean>>()

    /** The core's sound cues played, in order. */
    val sounds = mutableListOf<org.draughts.core.SoundCue>()
    override fun playSound(cue: org.draughts.core.SoundCue) {
        sounds += cue
    }

    override fun moveFeedback(sound: Boolean, haptic: Boolean, capture: Boolean) {
        feedbacks += capture
        feedbackSettings +=
            sound to haptic
    }
    override fun post(block: () -> Unit) {
        queue.add(block)
    }
    fun drain() {
        while (true) (queue.poll() ?: return).invoke()
    }

    /** The monotonic clock the game clock is told: the test moves it. */
    var nowMs = 1_000L
    override fun monotonicMillis() = nowMs

    /** The display timer's pending wake-ups: (delay, block), in the order asked. */
    val timers = mutableListOf<Pair<Long, () -> Unit>>()
    override fun postDelayed(delayMs: Long, block: () -> Unit): () -> Unit {
        val t = delayMs to block
        timers += t
        return { timers.remove(t) }
    }

    /** Lets the first pending wake-up's time pass and runs it; its delay. */
    fun fireTimer(): Long {
        val (delay, block) = timers.removeAt(0)
        nowMs += delay
        block()
        return delay
    }
}

val screenshotDir: File = File(System.getProperty("screenshots.dir") ?: "target/screenshots").also { it.mkdirs() }

fun newApp(
    store: MemoryStore = MemoryStore(),
    settings: AppSettings = AppSettings(),
    platform: TestPlatform = TestPlatform(),
    catalog: Catalog = FfiCatalog(),
) = AppState(catalog, platform, store, settings)

/**
 * The real core whose bot never answers: a game against it stays on "the bot
 * is thinking", so that screen can have a golden (a real search is timed, and
 * its move would differ from run to run).
 */
class BotNeverAnswers(private val inner: Catalog = FfiCatalog()) : Catalog by inner {
    override fun newSession(rules: RuleSet, white: Player, black: Player, language: Language): SessionPort =
        Silent(inner.newSession(rules, white, black, language))

    private class Silent(private val inner: SessionPort) : SessionPort by inner {
        override fun sync(wanted: SearchTicket?, events: SearchEvents) = Unit

        override fun rematch(): SessionPort = Silent(inner.rematch())
    }
}

/** A phone in portrait (411×891 dp) at density 1.5, or any other size. */
@OptIn(ExperimentalTestApi::class)
fun uiTest(widthDp: Int = 411, heightDp: Int = 891, density: Float = 1.5f, block: SkikoComposeUiTest.() -> Unit) =
    runSkikoComposeUiTest(Size(widthDp * density, heightDp * density), Density(density)) { block() }

/** The bundled DejaVu Sans, so text in the screenshots does not depend on the machine's fonts. */
val testFonts: FontFamily by lazy {
    fun font(file: String, weight: FontWeight) =
        Font("test-$file", nn(object {}.javaClass.getResourceAsStream("/fonts/$file")).readBytes(), weight)
    FontFamily(
        font("DejaVuSans.ttf", FontWeight.Normal),
        font("DejaVuSans.ttf", FontWeight.Medium),
        font("DejaVuSans-Bold.ttf", FontWeight.SemiBold),
        font("DejaVuSans-Bold.ttf", FontWeight.Bold),
    )
}

/** `setContent` with the bundled font. */
@OptIn(ExperimentalTestApi::class)
fun SkikoComposeUiTest.setThemedContent(content: @Composable () -> Unit) =
    setContent { CompositionLocalProvider(LocalFontOverride provides testFonts, content = content) }

/**
 * Writes the screenshot [name] and compares it with its committed golden
 * (`goldens.dir`): a missing golden or a difference beyond [Goldens]'s
 * tolerance fails, leaving NAME.actual.png and NAME.diff.png beside the
 * golden. With `-Dgoldens.update=true` it writes the golden instead.
 * [golden] false: the picture is not reproducible (a timed bot search
 * chose the position), so it is written but not compared. [lift] false keeps
 * the pointer where it is: a finger still down (a drag in progress) would be
 * cancelled by the mouse moving away.
 */
@OptIn(ExperimentalTestApi::class)
fun SkikoComposeUiTest.shot(name: String, golden: Boolean = true, lift: Boolean = true) {
    if (lift) liftPointer()
    waitForIdle()
    val bmp = captureToImage().asSkiaBitmap()
    val png = Image.makeFromBitmap(bmp).encodeToData(EncodedImageFormat.PNG)!!.bytes
    File(screenshotDir, "$name.png").writeBytes(png)
    if (golden) Goldens.check(name, png)
}

/**
 * Moves the mouse pointer out of the window, as a finger lifts off a phone: a test's last click
 * leaves the pointer over its control, whose hover mark (Material's grey disc or band) no player
 * of a touch screen ever sees. Only a move: no press, so the input mode (and a keyboard golden's
 * focus ring) stays as it is.
 */
@OptIn(ExperimentalTestApi::class)
fun SkikoComposeUiTest.liftPointer() {
    onAllNodes(isRoot()).onFirst().performMouseInput { moveTo(Offset(-1f, -1f)) }
}

fun SemanticsNodeInteraction.description(): String =
    fetchSemanticsNode().config.getOrNull(SemanticsProperties.ContentDescription)?.joinToString().orEmpty()

/** The node's state description: a board square's state without its name (the name is the content description). */
fun SemanticsNodeInteraction.state(): String =
    fetchSemanticsNode().config.getOrNull(SemanticsProperties.StateDescription).orEmpty()

fun BoardView.index(name: String): UInt = squares.first { it.name == name }.square

fun BoardView.at(square: UInt) = squares.first { it.square == square }

/**
 * The key a keyboard player presses to bring the board's cursor one step nearer [square]: the keypad
 * diagonals (Home, Page Up, End, Page Down) and the straight arrows; Up when no cursor shows yet;
 * null once it is there.
 */
fun BoardView.keyToward(square: UInt): ComposeKey? {
    val here = cursor ?: return ComposeKey.DirectionUp
    if (here == square) return null
    val cur = at(here)
    val to = at(square)
    val dr = to.row.toInt() - cur.row.toInt()
    val dc = to.column.toInt() - cur.column.toInt()
    return when {
        dr < 0 && dc < 0 -> ComposeKey.MoveHome
        dr < 0 && dc > 0 -> ComposeKey.PageUp
        dr > 0 && dc < 0 -> ComposeKey.MoveEnd
        dr > 0 && dc > 0 -> ComposeKey.PageDown
        dr == 0 && dc < 0 -> ComposeKey.DirectionLeft
        dr == 0 -> ComposeKey.DirectionRight
        dr < 0 -> ComposeKey.DirectionUp
        else -> ComposeKey.DirectionDown
    }
}

/** Clicks a move square by square: the start, then each landing square until the core has played it. */
@OptIn(ExperimentalTestApi::class)
fun SkikoComposeUiTest.clickMove(m: MoveInfo, ply: () -> Int) {
    val before = ply()
    onNodeWithTag("square-${m.from}").performClick()
    for (sq in m.path) {
        if (ply() != before) break
        onNodeWithTag("square-$sq").performClick()
    }
    waitForIdle()
}

fun <T : Any> nn(value: T?, message: String = "expected a value"): T = value ?: throw AssertionError(message)

/** An item of the game screen's "More" menu (the menu is opened first). */
@OptIn(ExperimentalTestApi::class)
fun SkikoComposeUiTest.menuItem(tag: String): SemanticsNodeInteraction {
    onNodeWithTag("more").performClick()
    waitForIdle()
    return onNodeWithTag(tag)
}

/** The settings stored in [store], as the app reads them on its next start. */
fun storedSettings(store: MemoryStore): AppSettings =
    org.draughts.app.ui.settings.SettingsStore(store, "", Language.EN).settings

/** The focused node; with a menu open, the one in the menu (its window has its own focus). */
@OptIn(ExperimentalTestApi::class)
fun SkikoComposeUiTest.focused(): SemanticsNodeInteraction = onAllNodes(isFocused()).onLast()

/** The test tag of the focused node, null when nothing has the focus. */
@OptIn(ExperimentalTestApi::class)
fun SkikoComposeUiTest.focusedTag(): String? =
    onAllNodes(isFocused()).fetchSemanticsNodes().lastOrNull()?.config?.getOrNull(SemanticsProperties.TestTag)

/** A key to the focused control; to the window when a new screen has taken the focus away. */
@OptIn(ExperimentalTestApi::class)
fun SkikoComposeUiTest.press(key: ComposeKey) {
    val target = if (onAllNodes(isFocused()).fetchSemanticsNodes().isEmpty()) onRoot() else focused()
    target.performKeyInput { pressKey(key) }
    waitForIdle()
}

/** Tabs until the control tagged [tag] has the focus. */
@OptIn(ExperimentalTestApi::class)
fun SkikoComposeUiTest.tabTo(tag: String) {
    repeat(60) {
        if (focusedTag() == tag) return
        press(ComposeKey.Tab)
    }
    throw AssertionError("Tab never reached $tag (focus on ${focusedTag()})")
}

/** Walks the board cursor to [square] with the keypad diagonals and the straight arrows, as a keyboard user would. */
@OptIn(ExperimentalTestApi::class)
fun SkikoComposeUiTest.walkCursor(square: UInt, board: () -> BoardView) {
    repeat(40) { press(board().keyToward(square) ?: return) }
    throw AssertionError("the cursor never reached $square")
}
