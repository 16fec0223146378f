package org.draughts.app

import android.app.Application
import android.content.Intent
import android.os.Build
import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.result.contract.ActivityResultContracts
import androidx.activity.viewModels
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.material3.ColorScheme
import androidx.compose.material3.dynamicDarkColorScheme
import androidx.compose.material3.dynamicLightColorScheme
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import androidx.lifecycle.AndroidViewModel
import org.draughts.app.ui.AppState
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.data.AtomicFileStore
import org.draughts.app.ui.data.FfiCatalog
import org.draughts.app.ui.i18n.languageForTag
import org.draughts.app.ui.theme.LocalDynamicColours
import org.draughts.core.Language
import java.lang.ref.WeakReference
import java.util.Locale

/** Keeps the app state across configuration changes; after process death it is rebuilt from the saved files. */
class AppViewModel(app: Application) : AndroidViewModel(app) {
    val platform = AndroidPlatform(app)
    val state = AppState(
        catalog = FfiCatalog(),
        platform = platform,
        store = AtomicFileStore(app.filesDir),
        systemLanguage = systemLanguage(),
    ).also { s -> platform.language = { s.language } }

    override fun onCleared() = state.close()
}

/**
 * The Android shell: the Activity and its ViewModel, with the app's files in
 * `filesDir`; what else only Android has is in [AndroidPlatform]. The screens
 * are the shared ones in org.draughts.app.ui (also built for the desktop).
 */
class MainActivity : ComponentActivity() {
    private val model: AppViewModel by viewModels()

    /** The system's document picker (ACTION_OPEN_DOCUMENT): any file, since few systems know a `.pdn`'s type. */
    private val openDocument = registerForActivityResult(ActivityResultContracts.OpenDocument()) { uri ->
        model.platform.picked(uri?.let { readPdnBytes(contentResolver, it) }?.bytes)
    }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        enableEdgeToEdge()
        model.platform.view = WeakReference(window.decorView)
        model.platform.documentPicker = { openDocument.launch(arrayOf("*/*")) }
        // A PDN shared or opened with the app; not again when the activity is recreated.
        if (savedInstanceState == null) openShared(intent)
        // A change of the system's language recreates the activity, not the model.
        model.state.updateSystemLanguage(systemLanguage())
        setContent {
            BackHandler(enabled = model.state.backStack.size > 1) { model.state.back() }
            // Dynamic colour (Android 12+) is offered in the settings, off by default.
            val dynamic: ((Boolean) -> ColorScheme)? = if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.S) {
                { dark -> if (dark) dynamicDarkColorScheme(this) else dynamicLightColorScheme(this) }
            } else {
                null
            }
            CompositionLocalProvider(LocalDynamicColours provides dynamic) {
                Box(Modifier.fillMaxSize().safeDrawingPadding()) {
                    DraughtsApp(model.state)
                }
            }
        }
    }

    override fun onNewIntent(intent: Intent) {
        super.onNewIntent(intent)
        openShared(intent)
    }

    /** The PDN another app hands over opens on the import screen. */
    private fun openShared(intent: Intent) {
        when (val pdn = sharedPdn(intent, contentResolver)) {
            is SharedPdn.Text -> model.state.openImport(text = pdn.text)
            is SharedPdn.Bytes -> model.state.openImport(bytes = pdn.bytes)
            null -> Unit
        }
    }

    /** In the background no one watches the clock: it stops, and the player resumes it. */
    override fun onStop() {
        model.state.pauseClock()
        super.onStop()
    }
}

/** The system's language, English when the app does not speak it. */
private fun systemLanguage(): Language = languageForTag(Locale.getDefault().toLanguageTag()) ?: Language.EN
