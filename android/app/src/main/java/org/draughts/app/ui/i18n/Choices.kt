package org.draughts.app.ui.i18n

import org.draughts.core.BoardSize
import org.draughts.core.DrawRule
import org.draughts.core.Language
import org.draughts.core.Numbering
import org.draughts.core.Precedence
import org.draughts.core.PromotionInCapture
import org.draughts.core.Removal
import org.draughts.core.Side

/**
 * Short labels for the values of the rules editor's controls. They only name
 * a choice; what the choice means for play is the core's rules page shown
 * under the editor, which changes with every knob.
 */
fun choiceLabel(value: Any, language: Language): String {
    val fr = language == Language.FR
    fun t(en: String, frText: String) = if (fr) frText else en
    return when (value) {
        BoardSize.EIGHT -> "8×8"
        BoardSize.TEN -> "10×10"
        Side.WHITE -> t("White", "Blancs")
        Side.BLACK -> t("Black", "Noirs")
        Precedence.FREE -> t("Any", "Libre")
        Precedence.MOST_PIECES -> t("Most pieces", "Le plus de pièces")
        Precedence.MOST_PIECES_THEN_KINGS -> t("Most pieces, then kings", "Le plus de pièces, puis de dames")
        Precedence.ITALIAN -> t("Italian order", "Ordre italien")
        Precedence.KING_FIRST -> t("King first", "La dame d’abord")
        PromotionInCapture.CONTINUE_AS_KING -> t("Goes on as a king", "Continue en dame")
        PromotionInCapture.ONLY_AT_END -> t("Only if it ends there", "Seulement en fin de rafle")
        PromotionInCapture.ENDS_MOVE -> t("Crowned, move ends", "Promu, la rafle s’arrête")
        Removal.END_OF_MOVE -> t("When the capture ends", "À la fin de la rafle")
        Removal.IMMEDIATE -> t("At once", "Aussitôt")
        Numbering.TOP_LEFT -> t("Numbers", "Numéros")
        Numbering.ITALIAN -> t("Italian numbers", "Numéros italiens")
        Numbering.SPANISH -> t("Spanish numbers", "Numéros espagnols")
        Numbering.ALGEBRAIC -> t("a1…h8", "a1…h8")
        is DrawRule.Fmjd -> "FMJD"
        is DrawRule.Russian2022 -> t("Russian 2022", "Russe 2022")
        is DrawRule.Fmjd64 -> t("FMJD 64 squares", "FMJD 64 cases")
        is DrawRule.NoProgress -> t("No progress (${value.moves})", "Sans progrès (${value.moves})")
        true -> t("Yes", "Oui")
        false -> t("No", "Non")
        else -> value.toString()
    }
}
