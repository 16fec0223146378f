package org.draughts.app.ui.data

import org.draughts.core.FfiConverterRustBuffer
import org.draughts.core.FfiConverterTypeGameView
import org.draughts.core.FfiConverterTypeNewGameView
import org.draughts.core.GameView
import org.draughts.core.NewGameView
import java.nio.ByteBuffer
import java.util.Base64

/**
 * Snapshots made by the real core, for previews and fakes where the native
 * core cannot be loaded (the layout preview) or must not be (state holder
 * tests). [SampleSnapshots] keeps them in the bindings' own wire format; the
 * desktop tests regenerate that file from the core and fail when it differs,
 * so the samples cannot drift from the core. Decoding them runs only the
 * generated Kotlin, never the native library.
 */
object Samples {
    /** English draughts, two players, at the start. */
    val start: GameView by lazy { decode(SampleSnapshots.start) }

    /** English draughts after 1. 11-15 22-18, Black's man on 15 selected: it must capture. */
    val capture: GameView by lazy { decode(SampleSnapshots.capture) }

    /** English draughts, a draw offered at the start and accepted: the game is over. */
    val drawAgreed: GameView by lazy { decode(SampleSnapshots.drawAgreed) }

    /** International draughts after 1. 32-28, against the bot (level 2), whose turn it is. */
    val international: GameView by lazy { decode(SampleSnapshots.international) }

    /** The home screen's view of the saved [capture] game (its Continue card). */
    val saved: GameView by lazy { decode(SampleSnapshots.saved) }

    /** English draughts with a 3+2 clock after 1. 11-15, the other side's time running. */
    val clock: GameView by lazy { decode(SampleSnapshots.clock) }

    /** The home screen's new-game form as the core opens it: the first preset, against the bot, no clock. */
    val homeForm: NewGameView by lazy { decodeForm(SampleSnapshots.homeForm) }

    /** A `GameView` from its wire format in base64, as [SampleSnapshots] holds it. */
    fun decode(base64: String): GameView = read(FfiConverterTypeGameView, base64)

    /** [view] in the wire format, base64: what [decode] reads back. */
    fun encode(view: GameView): String = write(FfiConverterTypeGameView, view)

    /** A `NewGameView` from its wire format in base64. */
    fun decodeForm(base64: String): NewGameView = read(FfiConverterTypeNewGameView, base64)

    /** [form] in the wire format, base64: what [decodeForm] reads back. */
    fun encodeForm(form: NewGameView): String = write(FfiConverterTypeNewGameView, form)

    private fun <T> read(converter: FfiConverterRustBuffer<T>, base64: String): T {
        val buf = ByteBuffer.wrap(Base64.getDecoder().decode(base64))
        val value = converter.read(buf)
        check(!buf.hasRemaining()) { "a sample snapshot has bytes left over: regenerate SampleSnapshots" }
        return value
    }

    private fun <T> write(converter: FfiConverterRustBuffer<T>, value: T): String {
        val buf = ByteBuffer.allocate(converter.allocationSize(value).toInt())
        converter.write(value, buf)
        // allocationSize is an upper bound (strings count 3 bytes a char): keep only what was written.
        return Base64.getEncoder().encodeToString(buf.array().copyOf(buf.position()))
    }
}
