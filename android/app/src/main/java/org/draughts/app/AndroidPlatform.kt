package org.draughts.app

import android.app.Application
import android.content.Intent
import android.os.Handler
import android.os.Looper
import android.os.SystemClock
import android.view.HapticFeedbackConstants
import android.view.SoundEffectConstants
import android.view.View
import org.draughts.app.ui.data.Platform
import org.draughts.app.ui.i18n.stringsFor
import org.draughts.core.Language
import java.lang.ref.WeakReference

/**
 * What the Android shell provides to the shared screens ([Platform]): the
 * share sheet, haptics and click sounds, the system's reduced motion, the
 * UI thread and the PDN site name (the date comes from java.time, see
 * [Platform.today]). No Compose here: it is unit-tested under Robolectric
 * (app/src/test).
 */
class AndroidPlatform(app: Application) : Platform {
    private val context = app.applicationContext
    private val main = Handler(Looper.getMainLooper())
    var view: WeakReference<View>? = null

    /**
     * The app's language (the setting's or the system's), for the share
     * sheet's title: the app's words come from the shared string table, not
     * from `R.string`, which would follow the system's language only.
     */
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

    override fun postDelayed(delayMs: Long, block: () -> Unit): () -> Unit {
        val r = Runnable(block)
        main.postDelayed(r, delayMs)
        return { main.removeCallbacks(r) }
    }

    /** Time since boot, counting deep sleep: never jumps with the wall clock. */
    override fun monotonicMillis(): Long = SystemClock.elapsedRealtime()
}
