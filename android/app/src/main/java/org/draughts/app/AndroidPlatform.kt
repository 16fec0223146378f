package org.draughts.app

import android.app.Application
import android.content.Intent
import android.media.AudioAttributes
import android.media.SoundPool
import android.os.Handler
import android.os.Looper
import android.os.SystemClock
import android.view.HapticFeedbackConstants
import android.view.View
import org.draughts.app.ui.data.Platform
import org.draughts.app.ui.i18n.stringsFor
import org.draughts.core.Language
import org.draughts.core.SoundCue
import java.lang.ref.WeakReference

/**
 * What the Android shell provides to the shared screens ([Platform]): the
 * share sheet, haptics and the game's sounds, the system's reduced motion, the
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

    /** Starts the system's document picker; the Activity sets it and hands the result to [picked]. */
    var documentPicker: (() -> Unit)? = null
    private var onPicked: ((ByteArray) -> Unit)? = null

    override fun pickPdnFile(onBytes: (ByteArray) -> Unit) {
        val picker = documentPicker ?: return
        onPicked = onBytes
        picker()
    }

    /** The picker's answer: the chosen file's bytes, or null when none was chosen or it cannot be read. */
    fun picked(bytes: ByteArray?) {
        val deliver = onPicked
        onPicked = null
        if (bytes != null) deliver?.invoke(bytes)
    }

    override val site = "Android"

    /** The haptic tick of a move; its sound is the core's cue, played by [playSound]. */
    override fun moveFeedback(sound: Boolean, haptic: Boolean, capture: Boolean) {
        val v = view?.get() ?: return
        if (haptic) {
            v.performHapticFeedback(
                if (capture) HapticFeedbackConstants.LONG_PRESS else HapticFeedbackConstants.CONFIRM,
            )
        }
    }

    /** The app's own sounds (res/raw, made by tools/sounds), loaded once and played on the media stream. */
    private val sounds: SoundPool by lazy {
        SoundPool.Builder()
            .setMaxStreams(2)
            .setAudioAttributes(
                AudioAttributes.Builder()
                    .setUsage(AudioAttributes.USAGE_GAME)
                    .setContentType(AudioAttributes.CONTENT_TYPE_SONIFICATION)
                    .build(),
            )
            .build()
    }
    private val loaded: Map<SoundCue, Int> by lazy {
        mapOf(
            SoundCue.MOVE to R.raw.move,
            SoundCue.CAPTURE to R.raw.capture,
            SoundCue.CROWNING to R.raw.crown,
            SoundCue.GAME_END to R.raw.game_end,
        ).mapValues { (_, res) -> sounds.load(context, res, 1) }
    }

    override fun playSound(cue: SoundCue) {
        val id = loaded[cue] ?: return
        sounds.play(id, 1f, 1f, 1, 0, 1f)
    }

    /** Loads the sounds ahead of the first move, so that it is not silent. */
    fun preloadSounds() {
        loaded.size
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
