package org.draughts.app

import android.app.Application
import android.content.Context
import android.content.Intent
import android.os.Looper
import android.provider.Settings
import android.view.HapticFeedbackConstants
import android.view.View
import org.draughts.app.ui.i18n.stringsFor
import org.draughts.core.Language
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.Shadows.shadowOf
import org.robolectric.annotation.Config
import java.lang.ref.WeakReference

/**
 * The Android shell's services to the shared screens, under Robolectric's
 * Android 14 framework: the share sheet's intents, the feedback a move asks
 * for, the system's reduced motion and the UI thread.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
class AndroidPlatformTest {
    private val app: Application = RuntimeEnvironment.getApplication()

    @Test
    fun sharingStartsAChooserOverASendOfThePdnTitledInTheAppsLanguage() {
        val platform = AndroidPlatform(app).apply { language = { Language.FR } }
        val pdn = "[Event \"Casual game\"]\n[GameType \"20\"]\n\n1. 32-28 19-23 *\n"
        platform.sharePdn(pdn, "draughts-2026-12-02.pdn")

        val chooser = shadowOf(app).nextStartedActivity
        assertEquals(Intent.ACTION_CHOOSER, chooser.action)
        assertTrue(chooser.flags and Intent.FLAG_ACTIVITY_NEW_TASK != 0)
        val title = chooser.getCharSequenceExtra(Intent.EXTRA_TITLE).toString()
        assertEquals(stringsFor(Language.FR).sharePdn, title)
        // The French title is not the English one: the language was followed.
        assertNotEquals(stringsFor(Language.EN).sharePdn, title)

        @Suppress("DEPRECATION")
        val send = chooser.getParcelableExtra<Intent>(Intent.EXTRA_INTENT)!!
        assertEquals(Intent.ACTION_SEND, send.action)
        assertEquals("text/plain", send.type)
        assertEquals(pdn, send.getStringExtra(Intent.EXTRA_TEXT))
        assertEquals("draughts-2026-12-02.pdn", send.getStringExtra(Intent.EXTRA_SUBJECT))
        assertEquals("draughts-2026-12-02.pdn", send.getStringExtra(Intent.EXTRA_TITLE))
        assertNull("one share, one activity", shadowOf(app).nextStartedActivity)
    }

    @Test
    fun aMoveAsksForATickAndAClickAndACaptureForOthers() {
        val view = RecordingView(app)
        val platform = AndroidPlatform(app).apply { this.view = WeakReference(view) }

        platform.moveFeedback(sound = true, haptic = true, capture = false)
        assertEquals(listOf(HapticFeedbackConstants.CONFIRM), view.haptics)

        platform.moveFeedback(sound = true, haptic = true, capture = true)
        assertEquals(HapticFeedbackConstants.LONG_PRESS, view.haptics.last())
        // The sound is the core's cue, played from the app's own files (playSound), never a system click.
        assertTrue(view.sounds.isEmpty())
    }

    @Test
    fun feedbackThatIsOffIsNotGiven() {
        val view = RecordingView(app)
        val platform = AndroidPlatform(app).apply { this.view = WeakReference(view) }
        platform.moveFeedback(sound = false, haptic = true, capture = false)
        platform.moveFeedback(sound = true, haptic = false, capture = true)
        assertEquals(listOf(HapticFeedbackConstants.CONFIRM), view.haptics)
        platform.moveFeedback(sound = false, haptic = false, capture = true)
        assertEquals(1, view.haptics.size)
        assertTrue(view.sounds.isEmpty())
        // Without a window (before onCreate, after the activity went) nothing happens.
        AndroidPlatform(app).moveFeedback(sound = true, haptic = true, capture = true)
    }

    @Test
    fun reducedMotionIsTheAnimatorScaleAtZero() {
        val platform = AndroidPlatform(app)
        Settings.Global.putFloat(app.contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f)
        assertFalse(platform.reducedMotion)
        Settings.Global.putFloat(app.contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 0f)
        assertTrue(platform.reducedMotion)
        Settings.Global.putFloat(app.contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 0.5f)
        assertFalse(platform.reducedMotion)
    }

    @Test
    fun postRunsTheBlockOnTheMainLooperLater() {
        val platform = AndroidPlatform(app)
        val ran = mutableListOf<Thread>()
        platform.post { ran += Thread.currentThread() }
        assertTrue("queued, not run at once", ran.isEmpty())
        shadowOf(Looper.getMainLooper()).idle()
        assertEquals(listOf(Looper.getMainLooper().thread), ran)
    }

    @Test
    fun theClockTimerWaitsOnTheMainLooperAndCanBeCancelled() {
        val platform = AndroidPlatform(app)
        val looper = shadowOf(Looper.getMainLooper())
        val ran = mutableListOf<String>()
        platform.postDelayed(500) { ran += "kept" }
        val cancel = platform.postDelayed(500) { ran += "cancelled" }
        cancel()
        val start = platform.monotonicMillis()
        looper.idleFor(java.time.Duration.ofMillis(499))
        assertTrue("not before its time", ran.isEmpty())
        looper.idleFor(java.time.Duration.ofMillis(1))
        assertEquals(listOf("kept"), ran)
        // The game clock's time is the looper's uptime clock, which moved with it.
        assertEquals(start + 500, platform.monotonicMillis())
    }

    /** A view that records the feedback asked of it instead of giving it. */
    private class RecordingView(context: Context) : View(context) {
        val haptics = mutableListOf<Int>()
        val sounds = mutableListOf<Int>()

        override fun performHapticFeedback(feedbackConstant: Int): Boolean {
            haptics += feedbackConstant
            return true
        }

        override fun playSoundEffect(soundConstant: Int) {
            sounds += soundConstant
        }
    }
}
