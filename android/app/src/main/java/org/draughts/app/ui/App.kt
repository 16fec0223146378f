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
import org.draughts.app.ui.analysis.AnalysisRoute
import org.draughts.app.ui.analysis.AnalysisStateHolder
import org.draughts.app.ui.analysis.Worker
import org.draughts.app.ui.data.Catalog
import org.draughts.app.ui.data.DocumentStore
import org.draughts.app.ui.data.Platform
import org.draughts.app.ui.data.SessionPort
import org.draughts.app.ui.data.reason
import org.draughts.app.ui.editor.EditorRoute
import org.draughts.app.ui.editor.EditorStateHolder
import org.draughts.app.ui.game.GameRoute
import org.draughts.app.ui.game.GameStateHolder
import org.draughts.app.ui.game.HelpScreen
import org.draughts.app.ui.home.HomeActions
import org.draughts.app.ui.home.HomeRoute
import org.draughts.app.ui.home.HomeUiState
import org.draughts.app.ui.home.PuzzleCard
import org.draughts.app.ui.home.RulesEditorScreen
import org.draughts.app.ui.home.RulesEditorUiState
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.i18n.stringsFor
import org.draughts.app.ui.library.ArchiveRoute
import org.draughts.app.ui.library.LibraryStore
import org.draughts.app.ui.library.StatsScreen
import org.draughts.app.ui.puzzles.PuzzleDashboardRoute
import org.draughts.app.ui.puzzles.PuzzleHistoryRoute
import org.draughts.app.ui.puzzles.PuzzleRecordEntries
import org.draughts.app.ui.puzzles.PuzzleRoute
import org.draughts.app.ui.puzzles.PuzzleStateHolder
import org.draughts.app.ui.puzzles.PuzzleThemesScreen
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.BoardLookScreen
import org.draughts.app.ui.settings.SettingsScreen
import org.draughts.app.ui.settings.SettingsStore
import org.draughts.app.ui.settings.ThemeMode
import org.draughts.app.ui.theme.DraughtsTheme
import org.draughts.app.ui.theme.LocalDynamicColours
import org.draughts.app.ui.theme.paletteById
import org.draughts.app.ui.tutorial.LessonProgressStore
import org.draughts.app.ui.tutorial.LessonScreen
import org.draughts.app.ui.tutorial.LessonStateHolder
import org.draughts.app.ui.tutorial.PageScreen
import org.draughts.app.ui.tutorial.TutorialHomeScreen
import org.draughts.core.AnalysisHandle
import org.draughts.core.DraughtsException
import org.draughts.core.GameInput
import org.draughts.core.Language
import org.draughts.core.NewGameInput
import org.draughts.core.RuleKnobId
import org.draughts.core.RuleSet
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
    data object BoardLook : Screen
    data object Help : Screen
    data object Archive : Screen
    data object Stats : Screen
    data object Editor : Screen
    data object Puzzles : Screen
    data object PuzzleThemes : Screen
    data object PuzzleDashboard : Screen
    data object PuzzleHistory : Screen
    data object Import : Screen

    /** The analysis board; [review] titles it as a finished game's review. */
    data class Analysis(val review: Boolean) : Screen
}

/** The settings' file: its one name is the core's. */
val SETTINGS_NAME: String get() = org.draughts.core.storedFileName(org.draughts.core.StoredFile.SETTINGS)

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
    defaultSettings: AppSettings? = null,
    systemLanguage: Language = Language.EN,
) {
    /** The settings' document (the core's), kept aside with a notice when it cannot be read. */
    private val settingsStore = SettingsStore(store, platform.today().orEmpty(), systemLanguage)

    /** What to tell the player about settings that could not be read, until dismissed. */
    var settingsNotice by mutableStateOf(settingsStore.notice)
        private set

    /** The system's language; the shell sets it again when the system's changes. */
    var systemLanguage by mutableStateOf(systemLanguage)
        private set

    /** The settings, their `language` resolved: the setting's, or the system's. */
    var settings by mutableStateOf(
        // Tests and previews start from [defaultSettings] where no settings are stored.
        (defaultSettings?.takeUnless { settingsStore.found } ?: settingsStore.settings)
            .withSystemLanguage(systemLanguage),
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

    /** The core's new-game form, opened on the core's default game at the core's default level. */
    private val form = catalog.newGameForm(
        org.draughts.core.defaultNewGame(catalog.defaultLevel().toUInt()),
        language,
    )

    /** The form's latest snapshot, as the core made it. */
    var homeForm by mutableStateOf(form.view())
        private set
    var editorRules by mutableStateOf(variants[0].rules)

    /** The unfinished games and the archive, as the core files them. */
    val library = LibraryStore(catalog, store, language, platform.today().orEmpty())

    /** There is an unfinished game to continue. */
    val canContinue: Boolean get() = library.unfinished().isNotEmpty()

    /** The open game's id in the library; null until its first save is filed. */
    private var gameId: ULong? = null
    var game by mutableStateOf<GameStateHolder?>(null)
        private set
    var lesson by mutableStateOf<LessonStateHolder?>(null)
        private set

    /** The solved lessons (the core's record), ticked in the lessons list. */
    val lessonProgress = LessonProgressStore(store, platform.today().orEmpty(), systemLanguage)

    /** What to tell the player about a lesson record that could not be read, until dismissed. */
    var lessonProgressNotice by mutableStateOf(lessonProgress.notice)

    /** The open analysis board, if any (the route closes it when it leaves). */
    var analysis by mutableStateOf<AnalysisStateHolder?>(null)
        private set

    /** Where the analysis searches run (tests hold them in a queue). */
    var analysisWorker: Worker = Worker.background

    private val textCache = HashMap<Pair<String, Any>, Any>()

    /** Core texts only change with the language: fetch each once per language. */
    @Suppress("UNCHECKED_CAST")
    private fun <T : Any> cached(what: String, make: () -> T): T = textCache.getOrPut(what to language) { make() } as T

    fun updateSettings(s: AppSettings) {
        settings = s.withSystemLanguage(systemLanguage)
        settingsStore.write(s)
        library.setLanguage(language)
        homeInput(NewGameInput.SetLanguage(language))
    }

    fun dismissSettingsNotice() {
        settingsNotice = null
    }

    /** What the core said when a screen could not open (a PDN it cannot read), until dismissed. */
    var errorNotice by mutableStateOf<String?>(null)
        private set

    fun dismissErrorNotice() {
        errorNotice = null
    }

    fun updateSystemLanguage(l: Language) {
        systemLanguage = l
        settings = settings.withSystemLanguage(l)
        library.setLanguage(language)
        homeInput(NewGameInput.SetLanguage(language))
    }

    /** One input to the new-game form; the core answers with the whole form. */
    fun homeInput(input: NewGameInput) {
        homeForm = form.send(input)
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
            if (top == Screen.Editor) closeEditor()
            if (top == Screen.Import) closeImport()
        }
    }

    /** The presets with their names and taglines in the app's language (the core's texts). */
    private fun localizedVariants(): List<org.draughts.core.VariantInfo> = cached("variant-infos") {
        catalog.variants(language)
    }

    fun homeState(): HomeUiState {
        library.version // read, so home is drawn again when the library changes
        val p = puzzles().uiState.screen
        return HomeUiState(
            unfinished = library.unfinished(),
            form = homeForm,
            puzzles = PuzzleCard(p.labels.title, p.ratingText),
        )
    }

    private var puzzleHolder: PuzzleStateHolder? = null
    private var puzzleLanguage: Language? = null

    /** The variant of the puzzle trainer (the themes screen chooses it). */
    var puzzleVariant by mutableStateOf(org.draughts.core.Variant.INTERNATIONAL)
        private set

    /** Another variant's puzzles: the trainer is made again on it. */
    fun choosePuzzleVariant(v: org.draughts.core.Variant) {
        if (v == puzzleVariant) return
        puzzleVariant = v
        dropPuzzles()
    }

    /** Forgets the trainer, so that the next one reads the record again (the review wrote into it). */
    private fun dropPuzzles() {
        puzzleHolder?.close()
        puzzleHolder = null
    }

    /** What the end of a page offers (the core's; the end of the tutorial: the puzzles of the variant trained on). */
    fun pagePractice(pageId: String): org.draughts.core.PuzzlePractice? = try {
        catalog.pagePractice(pageId, puzzleVariant, language)
    } catch (e: DraughtsException) {
        null
    }

    /** "Put it into practice": the trainer on the lesson's variant and themes. */
    fun practise(p: org.draughts.core.PuzzlePractice) {
        choosePuzzleVariant(p.variant)
        puzzles().chooseThemes(p.themes)
        push(Screen.Puzzles)
    }

    /** The puzzle trainer, made when first needed (home's card shows its rating), again when the language changes. */
    fun puzzles(): PuzzleStateHolder {
        puzzleHolder?.takeIf { puzzleLanguage == language }?.let { return it }
        puzzleHolder?.close()
        return PuzzleStateHolder(platform, store, language, puzzleVariant).also {
            puzzleHolder = it
            puzzleLanguage = language
        }
    }

    val homeActions = HomeActions(
        onForm = ::homeInput,
        onEditRules = {
            editRules(homeForm.rules)
            push(Screen.RulesEditor)
        },
        onStart = { startGame() },
        onTutorial = { push(Screen.Tutorial) },
        onSettings = { push(Screen.Settings) },
        onResume = { openSaved(it) },
        onDelete = { remove(it) },
        onArchive = { push(Screen.Archive) },
        onStats = { push(Screen.Stats) },
        onSetUp = { openEditor() },
        onPuzzles = { push(Screen.Puzzles) },
        onAnalysisBoard = { analysisBoard() },
        onOpenPdn = { openImport() },
    )

    /** The position editor while it is open. */
    var editor by mutableStateOf<EditorStateHolder?>(null)
        private set

    /** The editor's Analyse: its position on the analysis board (the editor stays behind it). */
    fun analyseEdited(handle: AnalysisHandle) =
        openAnalysis(review = false) { org.draughts.app.ui.analysis.FfiAnalysis(handle) }

    /** Opens the position editor on an empty board of the home form's rules. */
    fun openEditor() {
        editor?.close()
        editor = EditorStateHolder(homeForm.rules, language)
        backStack.removeAll { it == Screen.Editor }
        push(Screen.Editor)
    }

    private fun closeEditor() {
        editor?.close()
        editor = null
    }

    /** A game from the editor's position: the editor closes, the game opens. */
    fun playFromEditor(session: SessionPort) {
        backStack.removeAll { it == Screen.Editor }
        closeEditor()
        openGame(session)
    }

    /** An empty analysis board on the start position of the form's rules. */
    fun analysisBoard() = openAnalysis(review = false) { catalog.analysisOfStart(homeForm.rules, language) }

    /** A game of the archive in the analysis board, to review it. */
    fun analyseArchived(id: ULong) = openAnalysis(review = true) {
        catalog.analysisOfPdn(library.exportPdn(listOf(id)), language)
    }

    /** The first game of a PDN text in the analysis board, to review it. */
    fun analysePdn(pdn: String) = openAnalysis(review = true) { catalog.analysisOfPdn(pdn, language) }

    /** The PDN import screen while it is open (kept behind the analysis board of one of its games). */
    var pdnImport by mutableStateOf<org.draughts.app.ui.pdnimport.ImportStateHolder?>(null)
        private set

    /**
     * Opens the import screen, with a text or a file's bytes when the platform hands one over
     * (a share, "open with"); the screen stays as it was when neither is given.
     */
    fun openImport(text: String? = null, bytes: ByteArray? = null) {
        val holder = pdnImport ?: org.draughts.app.ui.pdnimport.ImportStateHolder(language).also { pdnImport = it }
        holder.setLanguage(language)
        // A text or a file of one game opens on the analysis board at once, the list behind it.
        val pasted = text?.let(holder::paste)
        val atOnce = if (bytes != null) holder.readFile(bytes) else pasted
        backStack.removeAll { it == Screen.Import || it is Screen.Analysis }
        push(Screen.Import)
        atOnce?.let(::analyseImported)
    }

    /** The platform's file picker; the file chosen goes to the import screen. */
    fun pickPdnFile() = platform.pickPdnFile { openImport(bytes = it) }

    /** An imported game on the analysis board (the import screen stays behind it). */
    fun analyseImported(handle: AnalysisHandle) =
        openAnalysis(review = false) { org.draughts.app.ui.analysis.FfiAnalysis(handle) }

    private fun closeImport() {
        pdnImport?.close()
        pdnImport = null
    }

    /** The game on screen in the analysis board, to review it. */
    fun analyseGame() {
        val g = game ?: return
        openAnalysis(review = true) { catalog.analysisOfPdn(g.pdn(), language) }
    }

    private fun openAnalysis(review: Boolean, make: () -> org.draughts.app.ui.analysis.AnalysisPort) {
        val port = try {
            make()
        } catch (e: DraughtsException) {
            errorNotice = e.reason
            return
        }
        val personal = org.draughts.app.ui.analysis.PersonalPuzzleSink(store, "") { dropPuzzles() }
        analysis = AnalysisStateHolder(port, platform, analysisWorker, personal)
        backStack.removeAll { it is Screen.Analysis }
        push(Screen.Analysis(review))
    }

    /**
     * Starts the game the core's form describes (none while Start is disabled);
     * the one open before stays among the unfinished games.
     */
    fun startGame() {
        val start = homeForm.start ?: return
        val session = catalog.newSession(start.rules, start.white, start.black, language)
        start.clock?.let { session.send(GameInput.SetClock(it)) }
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
        library.unfinished().firstOrNull()?.let { openSaved(it.id) }
    }

    /** Opens a game of the library exactly as it was saved (an archived one at its end, to replay). */
    fun openSaved(id: ULong) {
        val session = library.saveOf(id)?.let(catalog::restore) ?: return
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
        library.remove(id)
    }

    private fun openGame(session: SessionPort, id: ULong? = null) {
        game?.close()
        gameId = id
        // Each new save goes to the library, which files it (shelf or archive) under the game's id.
        val saver = { doc: String -> gameId = library.put(gameId, doc, platform.today().orEmpty()) }
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

    /** The editor's rules go to the form: a preset's exact rules choose it, others become the custom rules. */
    fun useEditorRules() {
        homeInput(NewGameInput.UseRules(editorRules))
        back()
    }

    fun tutorialPages(): List<TutorialPage> = cached("pages") {
        (catalog.tutorialPages(language) + catalog.variantPages(language)).distinctBy { it.id }
    }

    /** How many of [tutorialPages] are the tutorial's own (the rules); the rest are each variant's rules. */
    fun rulesPageCount(): Int = cached("rules-count") { catalog.tutorialPages(language).distinctBy { it.id }.size }
    fun lessons(): List<org.draughts.core.LessonInfo> = cached("lessons") { catalog.lessons(language) }

    fun openLesson(index: Int) {
        lesson?.close()
        lesson = LessonStateHolder(catalog, lessons(), index, language, lessonProgress)
        push(Screen.Lesson)
    }

    /** The app goes to the background: the open game's clock stops. */
    fun pauseClock() {
        game?.pauseClock()
    }

    fun close() {
        game?.close()
        lesson?.close()
        editor?.close()
        puzzleHolder?.close()
        pdnImport?.close()
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
    val dynamicColours = LocalDynamicColours.current
    CompositionLocalProvider(LocalStrings provides stringsFor(app.language)) {
        DraughtsTheme(
            dark = dark,
            palette = paletteById(settings.palette, settings.pieceSet),
            colors = if (settings.dynamicColour) dynamicColours?.invoke(dark) else null,
        ) {
            when (val screen = app.screen) {
                Screen.Home -> HomeRoute(app.homeState(), app.homeActions)

                Screen.Archive -> ArchiveRoute(app.library, app.platform, app::openSaved, app::remove, onStats = {
                    app.push(Screen.Stats)
                }, onAnalyse = app::analyseArchived, onOpenPdn = { app.openImport() }) { app.back() }

                Screen.Import -> app.pdnImport?.let {
                    org.draughts.app.ui.pdnimport.ImportRoute(
                        it,
                        onOpenFile = app::pickPdnFile,
                        onAnalyse = app::analyseImported,
                    ) { app.back() }
                }

                Screen.Stats -> StatsScreen(app.library.statsSections(), app.library.statsEmptyText()) { app.back() }

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
                        onAnalyse = { app.analyseGame() },
                        reducedMotion = app.platform.reducedMotion,
                    )
                }

                Screen.Help -> HelpScreen { app.back() }

                Screen.Editor -> app.editor?.let {
                    EditorRoute(
                        it,
                        botLevel = app.catalog.defaultLevel().toUInt(),
                        onPlay = app::playFromEditor,
                        onAnalyse = app::analyseEdited,
                        onBack = { app.back() },
                    )
                }

                is Screen.Analysis -> app.analysis?.let {
                    val s = LocalStrings.current
                    AnalysisRoute(it, settings, if (screen.review) s.gameReview else s.analysisBoard) { app.back() }
                }

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
                    app.rulesPageCount(),
                    app.lessonProgress.list(app.language),
                    onPage = { app.push(Screen.Page(it)) },
                    onLesson = { app.openLesson(it) },
                    onBack = { app.back() },
                )

                is Screen.Page -> app.tutorialPages()[screen.index].let { page ->
                    PageScreen(
                        page,
                        onBack = { app.back() },
                        practice = app.pagePractice(page.id),
                        onPractice = app::practise,
                    )
                }

                Screen.Lesson -> app.lesson?.let { h ->
                    LessonScreen(
                        h.uiState,
                        settings,
                        h::onTap,
                        h::onKey,
                        h::onRetry,
                        h::onNext,
                        { app.back() },
                        onPractice = { h.uiState.practice?.let(app::practise) },
                    )
                }

                Screen.Puzzles -> PuzzleRoute(
                    app.puzzles(),
                    settings,
                    onThemes = { app.push(Screen.PuzzleThemes) },
                    onBack = { app.back() },
                    reducedMotion = app.platform.reducedMotion,
                )

                Screen.PuzzleThemes -> app.puzzles().let { h ->
                    PuzzleThemesScreen(
                        h.uiState.screen,
                        onToggle = h::onToggleTheme,
                        onAllThemes = h::onAllThemes,
                        onDifficulty = h::onDifficulty,
                        onBack = { app.back() },
                        variants = h.variants(),
                        variant = app.puzzleVariant,
                        onVariant = app::choosePuzzleVariant,
                        onToggleMine = h::onToggleMine,
                    ) {
                        val d = h.dashboard(org.draughts.core.PuzzlePeriod.MONTH)
                        PuzzleRecordEntries(
                            h.uiState.screen.run,
                            d.title,
                            d.historyTitle,
                            onStreak = {
                                h.onStartRun()
                                app.back()
                            },
                            onDashboard = { app.push(Screen.PuzzleDashboard) },
                            onHistory = { app.push(Screen.PuzzleHistory) },
                        )
                    }
                }

                Screen.PuzzleDashboard -> PuzzleDashboardRoute(
                    app.puzzles(),
                    // A replay is played on the puzzle screen, under this one.
                    onReplay = { while (app.screen != Screen.Puzzles && app.backStack.size > 1) app.back() },
                    onHistory = { app.push(Screen.PuzzleHistory) },
                    onBack = { app.back() },
                )

                Screen.PuzzleHistory -> PuzzleHistoryRoute(
                    app.puzzles(),
                    // A puzzle reopened is played on the puzzle screen, under this one.
                    onOpened = { while (app.screen != Screen.Puzzles && app.backStack.size > 1) app.back() },
                    onBack = { app.back() },
                )

                Screen.Settings -> SettingsScreen(
                    settings,
                    app::updateSettings,
                    dynamicColourAvailable = dynamicColours != null,
                    onBoardLook = { app.push(Screen.BoardLook) },
                ) { app.back() }

                Screen.BoardLook -> BoardLookScreen(settings, app::updateSettings) { app.back() }
            }
            if (app.library.notices.isNotEmpty()) NoticesDialog(app.library.notices, app.library::dismissNotices)
            app.settingsNotice?.let { NoticesDialog(listOf(it), app::dismissSettingsNotice) }
            app.errorNotice?.let { NoticesDialog(listOf(it), app::dismissErrorNotice) }
            app.lessonProgressNotice?.let { NoticesDialog(listOf(it)) { app.lessonProgressNotice = null } }
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
