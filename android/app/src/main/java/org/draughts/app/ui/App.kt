package org.draughts.app.ui

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.foundation.layout.heightIn
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateListOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.data.Catalog
import org.draughts.app.ui.data.DocumentStore
import org.draughts.app.ui.data.Platform
import org.draughts.app.ui.data.SessionPort
import org.draughts.app.ui.data.reason
import org.draughts.app.ui.game.GameRoute
import org.draughts.app.ui.game.GameStateHolder
import org.draughts.app.ui.game.HelpScreen
import org.draughts.app.ui.home.HomeActions
import org.draughts.app.ui.home.HomeScreen
import org.draughts.app.ui.home.HomeUiState
import org.draughts.app.ui.home.RulesEditorScreen
import org.draughts.app.ui.home.RulesEditorUiState
import org.draughts.app.ui.home.VariantChoice
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.i18n.stringsFor
import org.draughts.app.ui.library.ArchiveRoute
import org.draughts.app.ui.library.GameShelf
import org.draughts.app.ui.library.StatsScreen
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.SettingsScreen
import org.draughts.app.ui.settings.ThemeMode
import org.draughts.app.ui.theme.DraughtsTheme
import org.draughts.app.ui.theme.paletteById
import org.draughts.app.ui.tutorial.LessonScreen
import org.draughts.app.ui.tutorial.LessonStateHolder
import org.draughts.app.ui.tutorial.PageScreen
import org.draughts.app.ui.tutorial.TutorialHomeScreen
import org.draughts.core.ClockSetting
import org.draughts.core.DraughtsException
import org.draughts.core.GameInput
import org.draughts.core.GameMode
import org.draughts.core.Language
import org.draughts.core.NewGame
import org.draughts.core.RuleKnobId
import org.draughts.core.RuleSet
import org.draughts.core.Side
import org.draughts.core.TutorialPage

/** The app's screens (a back stack of these; no navigation library, so the desktop shares it). */
sealed interface Screen {
    data object Home : Screen
    data object Game : Screen
    data object RulesEditor : Screen
    data object Tutorial : Screen
    data class Page(val index: Int) : Screen
    data object Lesson : Screen
    data object Settings : Screen
    data object Help : Screen
    data object Archive : Screen
    data object Stats : Screen
}

const val SETTINGS_NAME = "settings.txt"

/**
 * The app-level state holder: settings, the back stack, the home screen's
 * choices and the open game. The Android shell keeps one in a ViewModel so
 * it survives rotation; after process death it is rebuilt from [store].
 * [systemLanguage] is the system's language as the shell reads it, the one
 * the app speaks unless the settings choose another.
 */
class AppState(
    val catalog: Catalog,
    val platform: Platform,
    val store: DocumentStore,
    defaultSettings: AppSettings = AppSettings(),
    systemLanguage: Language = Language.EN,
) {
    /** The system's language; the shell sets it again when the system's changes. */
    var systemLanguage by mutableStateOf(systemLanguage)
        private set

    /** The settings, their `language` resolved: the setting's, or the system's. */
    var settings by mutableStateOf(
        AppSettings.decode(store.read(SETTINGS_NAME), defaultSettings).withSystemLanguage(systemLanguage),
    )
        private set

    /**
     * The language of the app's words and of the core's sentences. The game
     * route passes a change on to its session (`GameRoute`); the other core
     * texts are fetched per language.
     */
    val language: Language get() = settings.language
    val backStack = mutableStateListOf<Screen>(Screen.Home)
    val screen get() = backStack.last()

    private val variants = catalog.variants(Language.EN)
    var selected by mutableStateOf(0)
    var customRules by mutableStateOf<RuleSet?>(null)
    var vsBot by mutableStateOf(false)
    var level by mutableStateOf(catalog.defaultLevel())
    var humanSide by mutableStateOf(Side.WHITE)
    var editorRules by mutableStateOf(variants[0].rules)

    /** The clock choice: 0 none, 1..n the core's presets, n+1 the custom text [customClock]. */
    var clockChoice by mutableStateOf(0)
    var customClock by mutableStateOf("")
    private val clockPresets by lazy { catalog.clockPresets() }

    /** The unfinished games and the archive, as the core files them. */
    val shelf = GameShelf(catalog, store, language)

    /** There is an unfinished game to continue. */
    val canContinue: Boolean get() = shelf.unfinished().isNotEmpty()

    /** The open game's id in the library; null until its first save is filed. */
    private var gameId: ULong? = null
    var game by mutableStateOf<GameStateHolder?>(null)
        private set
    var lesson by mutableStateOf<LessonStateHolder?>(null)
        private set

    private val textCache = HashMap<Pair<String, Any>, Any>()

    /** Core texts only change with the language: fetch each once per language. */
    @Suppress("UNCHECKED_CAST")
    private fun <T : Any> cached(what: String, make: () -> T): T = textCache.getOrPut(what to language) { make() } as T

    fun updateSettings(s: AppSettings) {
        settings = s.withSystemLanguage(systemLanguage)
        store.write(SETTINGS_NAME, s.encode())
        shelf.setLanguage(language)
    }

    fun updateSystemLanguage(l: Language) {
        systemLanguage = l
        settings = settings.withSystemLanguage(l)
        shelf.setLanguage(language)
    }

    fun push(s: Screen) {
        backStack.add(s)
    }
    fun back() {
        if (backStack.size > 1) {
            val top = backStack.removeAt(backStack.lastIndex)
            if (top == Screen.Lesson) {
                lesson?.close()
                lesson = null
            }
        }
    }

    /** The presets with their names and taglines in the app's language (the core's texts). */
    private fun localizedVariants(): List<org.draughts.core.VariantInfo> = cached("variant-infos") {
        catalog.variants(language)
    }

    fun homeState(): HomeUiState {
        val lang = language
        shelf.version // read, so home is drawn again when the library changes
        return HomeUiState(
            unfinished = shelf.unfinished(),
            variants = cached("variants") {
                localizedVariants().map { VariantChoice(it.id, it.name, it.tagline, it.shortName) }
            },
            selected = if (customRules != null && selected == -1) -1 else selected,
            customRulesLabel = customRules?.let { r -> catalog.rulesPage(r, lang).title },
            vsBot = vsBot,
            levels = cached("levels") { catalog.botLevels(lang) },
            level = level,
            humanSide = humanSide,
            clocks = clockPresets.map { it.id },
            clock = clockChoice,
            customClock = customClock,
            clockError = if (clockChoice == clockPresets.size + 1) clockSetting().exceptionOrNull()?.reason else null,
        )
    }

    /** The chosen clock as the core reads it: none, a preset, or the custom text (its failure carries the core's reason). */
    private fun clockSetting(): Result<ClockSetting?> = when (clockChoice) {
        0 -> Result.success(null)
        in 1..clockPresets.size -> Result.success(clockPresets[clockChoice - 1].setting)
        else -> runCatching { catalog.parseClock(customClock, language) }
    }

    val homeActions = HomeActions(
        onSelectVariant = { selected = it },
        onSelectCustom = { selected = -1 },
        onEditRules = {
            editRules(customRules ?: variants[selected.coerceAtLeast(0)].rules)
            push(Screen.RulesEditor)
        },
        onVsBot = { vsBot = it },
        onLevel = { level = it },
        onHumanSide = { humanSide = it },
        onStart = { startGame() },
        onTutorial = { push(Screen.Tutorial) },
        onSettings = { push(Screen.Settings) },
        onResume = { openSaved(it) },
        onDelete = { remove(it) },
        onArchive = { push(Screen.Archive) },
        onStats = { push(Screen.Stats) },
        onClock = { clockChoice = it },
        onCustomClock = { customClock = it },
    )

    /** Starts the home screen's game; the one open before stays among the unfinished games. */
    fun startGame() {
        // A custom clock the core cannot read stays on home, its reason beside the field.
        if (clockSetting().isFailure) return
        newGame()
    }

    private fun newGame() {
        val rules = if (selected == -1) customRules ?: variants[0].rules else variants[selected].rules
        val mode = if (vsBot) GameMode.VS_BOT else GameMode.TWO_PLAYERS
        val players = catalog.newGamePlayers(NewGame(mode, humanSide, level.toUInt()))
        val session = catalog.newSession(rules, players.white, players.black, language)
        clockSetting().getOrNull()?.let { session.send(GameInput.SetClock(it)) }
        openGame(session)
    }

    /** The same players again, colours swapped; the finished game is not asked about. Only when the core offers it. */
    fun rematch() {
        val g = game ?: return
        if (!g.uiState.view.enabled.rematch) return
        openGame(g.rematch())
    }

    /** Resumes the most recent unfinished game. */
    fun continueGame() {
        shelf.unfinished().firstOrNull()?.let { openSaved(it.id) }
    }

    /** Opens a game of the library exactly as it was saved (an archived one at its end, to review). */
    fun openSaved(id: ULong) {
        val session = shelf.saveOf(id)?.let(catalog::restore) ?: return
        openGame(session, id)
    }

    /** Deletes a game from the library; the open one is closed with it. */
    fun remove(id: ULong) {
        if (id == gameId) {
            game?.close()
            game = null
            gameId = null
            backStack.removeAll { it == Screen.Game }
        }
        shelf.remove(id)
    }

    private fun openGame(session: SessionPort, id: ULong? = null) {
        game?.close()
        gameId = id
        // Each new save goes to the library, which files it (shelf or archive) under the game's id.
        val saver = { doc: String -> gameId = shelf.put(gameId, doc, platform.today().orEmpty()) }
        game =
            GameStateHolder(session, platform, saver, language, settings.autoFlip, {
                settings.sound
            }, { settings.haptics })
        backStack.removeAll { it == Screen.Game }
        push(Screen.Game)
    }

    /** The core's reason the last knob change was refused; cleared by the next change. */
    var editorRefusal by mutableStateOf<String?>(null)
        private set

    fun rulesEditorState(): RulesEditorUiState {
        val lang = language
        val invalid = catalog.validate(editorRules)
        return RulesEditorUiState(
            rules = editorRules,
            presets = localizedVariants().map { it.name to it.rules },
            knobs = catalog.ruleKnobs(editorRules, lang),
            error = editorRefusal ?: invalid,
            playable = invalid == null,
            page = if (invalid == null) catalog.rulesPage(editorRules, lang) else null,
        )
    }

    fun editRules(rules: RuleSet) {
        editorRules = rules
        editorRefusal = null
    }

    /** One knob changed through the core; an impossible combination keeps the rules and shows the core's reason. */
    fun setKnob(knob: RuleKnobId, choice: Int) {
        try {
            editorRules = catalog.setRuleKnob(editorRules, knob, choice)
            editorRefusal = null
        } catch (e: DraughtsException) {
            editorRefusal = e.reason
        }
    }

    fun useEditorRules() {
        val preset = variants.indexOfFirst { it.rules == editorRules }
        if (preset >= 0) {
            selected = preset
            customRules = null
        } else {
            customRules = editorRules
            selected = -1
        }
        back()
    }

    fun tutorialPages(): List<TutorialPage> = cached("pages") {
        (catalog.tutorialPages(language) + catalog.variantPages(language)).distinctBy { it.id }
    }
    fun lessons(): List<org.draughts.core.LessonInfo> = cached("lessons") { catalog.lessons(language) }

    fun openLesson(index: Int) {
        lesson?.close()
        lesson = LessonStateHolder(catalog, lessons(), index, language)
        push(Screen.Lesson)
    }

    /** The app goes to the background: the open game's clock stops. */
    fun pauseClock() {
        game?.pauseClock()
    }

    fun close() {
        game?.close()
        lesson?.close()
    }
}

/** The whole app, for both shells. */
@Composable
fun DraughtsApp(app: AppState, darkOverride: Boolean? = null) {
    val settings = app.settings
    val dark = darkOverride ?: when (settings.theme) {
        ThemeMode.SYSTEM -> isSystemInDarkTheme()
        ThemeMode.LIGHT -> false
        ThemeMode.DARK -> true
    }
    CompositionLocalProvider(LocalStrings provides stringsFor(app.language)) {
        DraughtsTheme(dark = dark, palette = paletteById(settings.palette)) {
            when (val screen = app.screen) {
                Screen.Home -> HomeScreen(app.homeState(), app.homeActions)

                Screen.Archive -> ArchiveRoute(app.shelf, app.platform, app::openSaved, app::remove, onStats = {
                    app.push(Screen.Stats)
                }) { app.back() }

                Screen.Stats -> StatsScreen(app.shelf.stats(), app.shelf.statsEmptyText()) { app.back() }

                Screen.Game -> app.game?.let {
                    GameRoute(
                        it,
                        settings,
                        onNewGame = { app.back() },
                        onBack = { app.back() },
                        onRematch = {
                            app.rematch()
                        },
                        onHelp = { app.push(Screen.Help) },
                        reducedMotion = app.platform.reducedMotion,
                    )
                }

                Screen.Help -> HelpScreen { app.back() }

                Screen.RulesEditor -> RulesEditorScreen(
                    app.rulesEditorState(),
                    onPreset = {
                        app.editRules(it)
                    },
                    onKnob = app::setKnob,
                    onUse = { app.useEditorRules() },
                    onBack = { app.back() },
                )

                Screen.Tutorial -> TutorialHomeScreen(
                    app.tutorialPages(),
                    app.lessons(),
                    onPage = { app.push(Screen.Page(it)) },
                    onLesson = { app.openLesson(it) },
                    onBack = { app.back() },
                )

                is Screen.Page -> PageScreen(app.tutorialPages()[screen.index]) { app.back() }

                Screen.Lesson -> app.lesson?.let { h ->
                    LessonScreen(h.uiState, settings, h::onTap, h::onKey, h::onRetry, h::onNext) { app.back() }
                }

                Screen.Settings -> SettingsScreen(settings, app::updateSettings) { app.back() }
            }
            if (app.shelf.notices.isNotEmpty()) NoticesDialog(app.shelf.notices, app.shelf::dismissNotices)
        }
    }
}

/** The library's messages (a damaged entry skipped, the oldest game moved), each shown once. */
@Composable
private fun NoticesDialog(notices: List<String>, onDismiss: () -> Unit) {
    val s = LocalStrings.current
    AlertDialog(
        onDismissRequest = onDismiss,
        text = { Text(notices.joinToString("\n")) },
        confirmButton = {
            TextButton(onClick = onDismiss, Modifier.heightIn(min = 48.dp).testTag("notices-ok")) { Text(s.close) }
        },
        modifier = Modifier.testTag("notices"),
    )
}
