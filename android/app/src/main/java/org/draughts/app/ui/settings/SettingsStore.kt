package org.draughts.app.ui.settings

import org.draughts.app.ui.data.DocumentStore
import org.draughts.core.Language
import org.draughts.core.SettingsValues
import org.draughts.core.StoredFile
import org.draughts.core.openSettings
import org.draughts.core.storedFileFormerNames
import org.draughts.core.storedFileName
import org.draughts.core.writeSettings

/**
 * The settings' document, the core's: read once (from its name, or the
 * `key=value` file of earlier versions), kept aside under the core's name
 * when this version cannot read it, and written back through the core on
 * every change so that the keys of other versions stay. [language] words
 * the notice (the system's: a kept-aside document leaves the defaults).
 */
class SettingsStore(private val store: DocumentStore, today: String, language: Language) {
    private val name = storedFileName(StoredFile.SETTINGS)
    private val formerNames = storedFileFormerNames(StoredFile.SETTINGS)
    private var values: SettingsValues
    private var document: String

    /** Written only once an unreadable document has been renamed (never over it). */
    private var writable = true

    /** What to tell the player when the stored settings could not be read, in [language]. */
    val notice: String?

    /** Settings were stored and could be read. */
    val found: Boolean

    /** The settings as stored (the core's defaults where nothing is). */
    val settings: AppSettings get() = values.toAppSettings()

    init {
        val read = (listOf(name) + formerNames).firstNotNullOfOrNull { n -> store.read(n)?.let { n to it } }
        val opened = openSettings(read?.second, today, language)
        values = opened.settings
        document = opened.document
        notice = opened.notice
        found = read != null && opened.keepAside == null
        opened.keepAside?.let { a -> writable = read != null && store.rename(read.first, a.aside) }
    }

    /** Stores [s]: the document the core returns replaces the file; a former file goes once it is written. */
    fun write(s: AppSettings) {
        values = s.toValues(values)
        document = writeSettings(values, document)
        if (!writable) return
        store.write(name, document)
        formerNames.forEach { n -> if (store.read(n) != null) store.delete(n) }
    }
}

/** The core's values as the app's settings. */
fun SettingsValues.toAppSettings() = AppSettings(
    theme = ThemeMode.entries.first { it.setting == appearance },
    palette = boardTheme,
    pieceSet = pieceSet,
    labels = SquareLabels.entries.first { it.setting == squareLabels },
    animation = AnimationSpeed.entries.first { it.setting == animation },
    moveInput = MoveInput.entries.first { it.setting == moveInput },
    sound = sound,
    haptics = haptics,
    languageChoice = language,
    autoFlip = autoFlip,
    takebackAsks = takebackAsks,
    confirmMoves = confirmMoves,
    dynamicColour = dynamicColour,
)

/** The app's settings over [base] (which keeps the settings only the other app has). */
fun AppSettings.toValues(base: SettingsValues) = base.copy(
    appearance = theme.setting,
    boardTheme = palette,
    pieceSet = pieceSet,
    squareLabels = labels.setting,
    animation = animation.setting,
    moveInput = moveInput.setting,
    sound = sound,
    haptics = haptics,
    language = languageChoice,
    autoFlip = autoFlip,
    takebackAsks = takebackAsks,
    confirmMoves = confirmMoves,
    dynamicColour = dynamicColour,
)
