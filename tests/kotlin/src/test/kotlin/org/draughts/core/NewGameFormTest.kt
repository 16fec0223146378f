package org.draughts.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The home screens' new-game form through the generated Kotlin: one input in, the whole form out. */
class NewGameFormTest {
    private fun form() = NewGameForm(NewGame(GameMode.TWO_PLAYERS, Side.WHITE, 3u), Language.EN)

    @Test
    fun `a bad custom clock disables Start with the core's refusal, in the form's language`() {
        val f = form()
        f.send(NewGameInput.SetClock(ClockPick.Custom))
        val bad = f.send(NewGameInput.SetCustomClock("3+x"))
        assertFalse(bad.canStart)
        assertNull(bad.start)
        val en = requireNotNull(bad.customClock?.refusal)
        assertTrue(en.startsWith("increment"), en)
        val fr = requireNotNull(f.send(NewGameInput.SetLanguage(Language.FR)).customClock?.refusal)
        assertTrue(fr.startsWith("incrément"), fr)
        val good = f.send(NewGameInput.SetCustomClock("3+2"))
        assertTrue(good.canStart)
        assertEquals(parseClock("3+2"), good.start?.clock)
    }

    @Test
    fun `the choices, the players and a refused input`() {
        val f = form()
        val v = f.view()
        assertEquals("international", v.variants.single { it.selected }.id)
        assertNull(v.bot, "no level or colour between two people")
        assertEquals(Player.Human, v.start?.black)
        val bot = f.send(NewGameInput.SetMode(GameMode.VS_BOT))
        assertEquals("3 · Amateur", bot.bot?.levels?.single { it.selected }?.label)
        f.send(NewGameInput.SetSide(Side.BLACK))
        assertEquals(Player.Bot(3u), f.view().start?.white)
        assertThrows(DraughtsException.Other::class.java) { f.send(NewGameInput.ChooseVariant(99u)) }
        assertEquals(bot.variants, f.view().variants, "a refused input changes nothing")
    }
}
