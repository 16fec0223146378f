package org.draughts.app.ui.data

import org.draughts.core.LessonInput
import org.draughts.core.LessonScreen
import org.draughts.core.LessonTrainerHandle

/** The lesson screen's one contract: an input goes in, the whole snapshot comes out. */
interface LessonPort : AutoCloseable {
    /** The snapshot with no input (to draw the screen first). */
    fun screen(): LessonScreen
    fun send(input: LessonInput): LessonScreen
}

/** The core's [LessonTrainerHandle], one-line forwards. */
class FfiLessonTrainer(private val handle: LessonTrainerHandle) : LessonPort {
    override fun screen() = handle.screen()
    override fun send(input: LessonInput) = handle.send(input)
    override fun close() = handle.close()
}
