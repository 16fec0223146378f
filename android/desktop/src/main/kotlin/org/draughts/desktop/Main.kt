package org.draughts.desktop

import androidx.compose.runtime.LaunchedEffect
import androidx.compose.ui.unit.DpSize
import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.Window
import androidx.compose.ui.window.application
import androidx.compose.ui.window.rememberWindowState
import org.draughts.app.ui.AppState
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.data.AtomicFileStore
import org.draughts.app.ui.data.FfiCatalog
import org.draughts.app.ui.data.Platform
import org.draughts.app.ui.i18n.languageForTag
import org.draughts.app.ui.i18n.stringsFor
import org.draughts.core.Language
import java.awt.FileDialog
import java.awt.Frame
import java.awt.Toolkit
import java.awt.datatransfer.StringSelection
import java.io.File
import java.util.Locale
import javax.swing.SwingUtilities

/** The desktop shell: what Android does with an Activity, the share sheet and haptics. */
class DesktopPlatform : Platform {
    override fun sharePdn(pdn: String, fileName: String) {
        Toolkit.getDefaultToolkit().systemClipboard.setContents(StringSelection(pdn), null)
        val dialog = FileDialog(null as Frame?, fileName, FileDialog.SAVE).apply {
            file = fileName
            isVisible = true
        }
        val dir = dialog.directory
        val name = dialog.file
        if (dir != null && name != null) File(dir, name).writeText(pdn)
    }

    /** A file dialog for `.pdn` files; the file's bytes go to the core as they are. */
    override fun pickPdnFile(onBytes: (ByteArray) -> Unit) {
        val dialog = FileDialog(null as Frame?, "PDN", FileDialog.LOAD).apply {
            setFilenameFilter { _, name -> name.endsWith(".pdn", ignoreCase = true) || name.endsWith(".txt", true) }
            file = "*.pdn"
            isVisible = true
        }
        val dir = dialog.directory ?: return
        val name = dialog.file ?: return
        runCatching { File(dir, name).readBytes() }.onSuccess(onBytes)
    }

    override val site = "Desktop"

    /** No haptics on a desktop; a capture beeps twice. */
    override fun moveFeedback(sound: Boolean, haptic: Boolean, capture: Boolean) {
        if (!sound) return
        Toolkit.getDefaultToolkit().beep()
        if (capture) Toolkit.getDefaultToolkit().beep()
    }

    override fun post(block: () -> Unit) = SwingUtilities.invokeLater(block)
}

fun dataDir(): File {
    val xdg = System.getenv("XDG_DATA_HOME")?.takeIf { it.isNotBlank() }
    return File(xdg ?: (System.getProperty("user.home") + "/.local/share"), "draughts")
}

fun main() {
    val app = AppState(
        catalog = FfiCatalog(),
        platform = DesktopPlatform(),
        store = AtomicFileStore(dataDir()),
        systemLanguage = languageForTag(Locale.getDefault().toLanguageTag()) ?: Language.EN,
    )
    application {
        val state = rememberWindowState(size = DpSize(1000.dp, 760.dp))
        Window(onCloseRequest = {
            app.close()
            exitApplication()
        }, state = state, title = stringsFor(app.language).appName) {
            // Minimised is the desktop's background: the game clock stops, as on Android.
            LaunchedEffect(state.isMinimized) { if (state.isMinimized) app.pauseClock() }
            DraughtsApp(app)
        }
    }
}
