package org.draughts.app

import android.content.ContentResolver
import android.content.Intent
import android.net.Uri
import android.os.Build

/** What another app hands over for the import screen: a shared text, or a file's bytes. */
sealed interface SharedPdn {
    data class Text(val text: String) : SharedPdn

    /** A file's bytes as they are: the core reads them (Latin-1 lines included). */
    class Bytes(val bytes: ByteArray) : SharedPdn
}

/** Files bigger than this are not read: no PDN file is that long, and a phone's memory is not endless. */
const val PDN_MAX_BYTES = 16 * 1024 * 1024

/**
 * The PDN an intent carries, or null when it carries none: "open with" (ACTION_VIEW on a `.pdn`
 * file or an `application/x-draughts-pdn` one) and shares (ACTION_SEND of a text, or of a file).
 * A file that cannot be read is null too: the launcher's screen opens as usual.
 */
fun sharedPdn(intent: Intent, resolver: ContentResolver): SharedPdn? = when (intent.action) {
    Intent.ACTION_VIEW -> intent.data?.let { readPdnBytes(resolver, it) }

    Intent.ACTION_SEND -> intent.getCharSequenceExtra(Intent.EXTRA_TEXT)?.toString()?.let { SharedPdn.Text(it) }
        ?: stream(intent)?.let { readPdnBytes(resolver, it) }

    else -> null
}

@Suppress("DEPRECATION")
private fun stream(intent: Intent): Uri? = if (Build.VERSION.SDK_INT >= 33) {
    intent.getParcelableExtra(Intent.EXTRA_STREAM, Uri::class.java)
} else {
    intent.getParcelableExtra(Intent.EXTRA_STREAM)
}

/** The bytes behind [uri], up to [PDN_MAX_BYTES]; null when it cannot be read or is longer. */
fun readPdnBytes(resolver: ContentResolver, uri: Uri): SharedPdn.Bytes? = runCatching {
    resolver.openInputStream(uri)?.use { input ->
        val out = java.io.ByteArrayOutputStream()
        val buffer = ByteArray(64 * 1024)
        while (out.size() <= PDN_MAX_BYTES) {
            val n = input.read(buffer)
            if (n < 0) break
            out.write(buffer, 0, n)
        }
        if (out.size() > PDN_MAX_BYTES) null else SharedPdn.Bytes(out.toByteArray())
    }
}.getOrNull()
