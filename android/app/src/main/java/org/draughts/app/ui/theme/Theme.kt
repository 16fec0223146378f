package org.draughts.app.ui.theme

import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Typography
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.font.FontFamily

/** The colours the board is drawn with. The marks keep their meaning in every palette. */
@Immutable
data class BoardPalette(
    val id: String,
    val light: Color,
    val dark: Color,
    val whitePiece: Color,
    val whiteEdge: Color,
    val blackPiece: Color,
    val blackEdge: Color,
    val crown: Color,
    val lastMove: Color,
    val selected: Color,
    val target: Color,
    val mustCapture: Color,
    val captured: Color,
    val cursor: Color,
    val hint: Color,
    val label: Color,
    /** The dark line around every mark, so a mark reads on light and dark squares alike. */
    val keyline: Color = Color(0xFF141414),
)

val WoodPalette = BoardPalette(
    id = "wood",
    light = Color(0xFFF0D9B5), dark = Color(0xFFB07A4F),
    whitePiece = Color(0xFFFAF6EE), whiteEdge = Color(0xFF8A7F6E),
    blackPiece = Color(0xFF2B2420), blackEdge = Color(0xFF000000),
    crown = Color(0xFFE0A800), lastMove = Color(0xFFF2E25C), selected = Color(0xFF3F8FD8),
    target = Color(0xFF2E9E4F), mustCapture = Color(0xFFFFC400), captured = Color(0xFFD32F2F),
    cursor = Color(0xFF42A5F5), hint = Color(0xFFB388FF), label = Color(0xCCFFFFFF),
)

val GreenPalette = WoodPalette.copy(
    id = "green",
    light = Color(0xFFEEEED2),
    dark = Color(0xFF769656),
    lastMove = Color(0xFFF6F669),
)

val SlatePalette = WoodPalette.copy(
    id = "slate",
    light = Color(0xFFDEE3E6),
    dark = Color(0xFF5A6E80),
    lastMove = Color(0xFFA9D3F5),
    target = Color(0xFF43A047),
)

val BoardPalettes = listOf(WoodPalette, GreenPalette, SlatePalette)

fun paletteById(id: String): BoardPalette = BoardPalettes.firstOrNull { it.id == id } ?: WoodPalette

val LocalBoardPalette = staticCompositionLocalOf { WoodPalette }

private val LightColors = lightColorScheme(
    primary = Color(0xFF6B4E16),
    onPrimary = Color.White,
    primaryContainer = Color(0xFFF8DFA6),
    onPrimaryContainer = Color(0xFF241A00),
    secondary = Color(0xFF4F6354),
    tertiary = Color(0xFF2E6A4F),
    background = Color(0xFFFFF8F2),
    surface = Color(0xFFFFF8F2),
)

private val DarkColors = darkColorScheme(
    primary = Color(0xFFE3C26F),
    onPrimary = Color(0xFF3B2F00),
    primaryContainer = Color(0xFF524300),
    onPrimaryContainer = Color(0xFFF8DFA6),
    secondary = Color(0xFFB6CCB9),
    tertiary = Color(0xFF95D5B2),
    background = Color(0xFF17130B),
    surface = Color(0xFF17130B),
)

/** A font family to use instead of the platform's: the screenshot tests bundle one so images do not depend on the machine. */
val LocalFontOverride = staticCompositionLocalOf<FontFamily?> { null }

private fun Typography.withFamily(f: FontFamily) = Typography(
    displayLarge.copy(fontFamily = f), displayMedium.copy(fontFamily = f), displaySmall.copy(fontFamily = f),
    headlineLarge.copy(fontFamily = f), headlineMedium.copy(fontFamily = f), headlineSmall.copy(fontFamily = f),
    titleLarge.copy(fontFamily = f), titleMedium.copy(fontFamily = f), titleSmall.copy(fontFamily = f),
    bodyLarge.copy(fontFamily = f), bodyMedium.copy(fontFamily = f), bodySmall.copy(fontFamily = f),
    labelLarge.copy(fontFamily = f), labelMedium.copy(fontFamily = f), labelSmall.copy(fontFamily = f),
)

@Composable
fun DraughtsTheme(dark: Boolean, palette: BoardPalette = WoodPalette, content: @Composable () -> Unit) {
    val font = LocalFontOverride.current
    MaterialTheme(
        colorScheme = if (dark) DarkColors else LightColors,
        typography =
        font?.let { Typography().withFamily(it) } ?: Typography(),
    ) {
        CompositionLocalProvider(LocalBoardPalette provides palette, content = content)
    }
}
