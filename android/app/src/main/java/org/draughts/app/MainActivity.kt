package org.draughts.app

import android.app.Application
import android.content.Intent
import android.os.Bundle
import android.os.Handler
import android.os.Looper
import android.view.HapticFeedbackConstants
import android.view.SoundEffectConstants
import android.view.View
import androidx.activity.ComponentActivity
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.viewModels
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.ui.Modifier
import androidx.lifecycle.AndroidViewModel
import org.draughts.app.ui.AppState
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.data.AtomicFileStore
import org.draughts.app.ui.data.FfiCatalog
import org.draughts.app.ui.data.Platform
import org.draughts.app.ui.i18n.languageForTag
import org.draughts.app.ui.i18n.stringsFor
import org.draughts.core.Language
import java.lang.ref.WeakReference
import java.util.Locale

/**
 * The Android shell: everything Android-only lives in this file — the
 * Activity, file storage location, the share sheet, haptics and the PDN
 * site name (the date comes from java.time, see [Platform.today]). The screens
 * are the shared ones in org.draughts.app.ui (also built for the desktop).
 */
class AndroidPlatform(app: Application) : Platform {
    private val context = app.applicationContext
    private val main = Handler(Looper.getMainLooper())
    var view: WeakReference<View>? = null

    /** The app's language (the setting's or the system's), for the share sheet's title. */
    var language: () -> Language = { Language.EN }

    override fun sharePdn(pdn: String, fileName: String) {
        val send = Intent(Intent.ACTION_SEND).apply {
            type = "text/plain"
            putExtra(Intent.EXTRA_TEXT, pdn)
            putExtra(Intent.EXTRA_SUBJECT, fileName)
            putExtra(Intent.EXTRA_TITLE, fileName)
        }
        val chooser = Intent.createChooser(send, stringsFor(language()).sharePdn)
            .addFlags(Intent.FLAG_ACTIVITY_NEW_TASK)
        context.startActivity(chooser)
    }

    override val site = "Android"

    override fun moveFeedback(sound: Boolean, haptic: Boolean, capture: Boolean) {
        val v = view?.get() ?: return
        if (haptic) {
            v.performHapticFeedback(
                if (capture) HapticFeedbackConstants.LONG_PRESS else HapticFeedbackConstants.CONFIRM,
            )
        }
        if (sound) v.playSoundEffect(if (capture) SoundEffectConstants.NAVIGATION_DOWN else SoundEffectConstants.CLICK)
    }

    /** "Remove animations" in the accessibility settings sets the animator scale to 0. */
    override val reducedMotion: Boolean
        get() = android.provider.Settings.Global.getFloat(
            context.contentResolver,
            android.provider.Settings.Global.ANIMATOR_DURATION_SCALE,
            1f,
        ) == 0f

    override fun post(block: () -> Unit) {
        main.post(block)
    }
}

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

class MainActivity : ComponentActivity() {
    private val model: AppViewModel by viewModels()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        enableEdgeToEdge()
        model.platform.view = WeakReference(window.decorView)
        // A change of the system's language recreates the activity, not the model.
        model.state.updateSystemLanguage(systemLanguage())
        setContent {
            BackHandler(enabled = model.state.backStack.size > 1) { model.state.back() }
            Box(Modifier.fillMaxSize().safeDrawingPadding()) {
                DraughtsApp(model.state)
            }
        }
    }
}

/** The system's language, English when the app does not speak it. */
private fun systemLanguage(): Language = languageForTag(Locale.getDefault().toLanguageTag()) ?: Language.EN
