import org.jetbrains.kotlin.gradle.dsl.JvmTarget

plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
    alias(libs.plugins.kotlin.compose)
}

// The Rust workspace (the repository root) and the ABIs the app ships.
val repoRoot: File = rootDir.parentFile
val rustAbis = listOf("arm64-v8a", "armeabi-v7a", "x86_64")
val jniLibsDir = layout.projectDirectory.dir("src/main/jniLibs")
// The shared UI's string table, generated from src/main/res/values*/strings.xml (below).
val stringTablesDir = layout.buildDirectory.dir("generated/source/strings")

android {
    namespace = "org.draughts.app"
    compileSdk = 35

    defaultConfig {
        applicationId = "org.draughts.app"
        minSdk = 26 // java.nio atomic moves (saves), adaptive icons
        targetSdk = 35
        versionCode = 1
        versionName = "0.1.0"
        ndk { abiFilters += rustAbis }
        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
            signingConfig = signingConfigs.getByName("debug") // replace with the release key in CI
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }

    buildFeatures { compose = true }

    // The unit tests (src/test, Robolectric) see the merged manifest and resources.
    testOptions { unitTests.isIncludeAndroidResources = true }

    // libdraughts_ffi.so (cargo-ndk, below) and JNA's libjnidispatch.so are stored
    // uncompressed and 16 KB-aligned in the APK (Android 15+ 16 KB page devices).
    packaging { jniLibs { useLegacyPackaging = false } }

    sourceSets["main"].jniLibs.srcDir(jniLibsDir)
    sourceSets["main"].java.srcDir(stringTablesDir)
}

kotlin {
    compilerOptions { jvmTarget.set(JvmTarget.JVM_17) }
}

dependencies {
    implementation(libs.androidx.core.ktx)
    implementation(libs.androidx.activity.compose)
    implementation(libs.androidx.lifecycle.viewmodel.compose)
    implementation(libs.compose.runtime)
    implementation(libs.compose.foundation)
    implementation(libs.compose.ui)
    implementation(libs.compose.material3)
    implementation(libs.compose.ui.tooling.preview)
    implementation("${libs.jna.get().module}:${libs.versions.jna.get()}@aar")
    testImplementation(libs.junit4)
    testImplementation(libs.robolectric)
    debugImplementation(libs.compose.ui.tooling)
    debugImplementation(libs.compose.ui.test.manifest)
    androidTestImplementation(libs.compose.ui.test.junit4)
}

// ---- The Rust core: library for each ABI, then the Kotlin bindings ----

// libdraughts_ffi.so for every ABI, by the script `make android-libs` runs
// too (cargo-ndk, the size-tuned `mobile` profile, API level minSdk, 16 KB
// pages) into src/main/jniLibs/<abi>/. Its ABIs and API level are checked
// against rustAbis and minSdk by android/check-versions.sh.
val cargoNdk by tasks.registering(Exec::class) {
    group = "rust"
    description = "Builds libdraughts_ffi.so for ${rustAbis.joinToString()} (android/build-rust-libs.sh)"
    workingDir = repoRoot
    commandLine("sh", File(repoRoot, "android/build-rust-libs.sh").path, jniLibsDir.asFile.absolutePath)
    inputs.file(File(repoRoot, "android/build-rust-libs.sh"))
    inputs.dir(File(repoRoot, "core"))
    inputs.dir(File(repoRoot, "bindings/src"))
    outputs.dir(jniLibsDir)
}

// The generated Kotlin (package org.draughts.core) is written by the
// repository's `make bindings` into src/main/java/org/draughts/core, from the
// host library (UniFFI reads its metadata; the code is the same for every ABI).
val uniffiBindings by tasks.registering(Exec::class) {
    group = "rust"
    description = "Generates the Kotlin bindings (make bindings)"
    workingDir = repoRoot
    commandLine("make", "bindings")
    inputs.dir(File(repoRoot, "bindings/src"))
    outputs.file(file("src/main/java/org/draughts/core/draughts_ffi.kt"))
}

// The shared UI reads its words from one table per language generated from
// the string resources (the desktop build runs the same script); it fails
// when a language lacks a string.
val stringTables by tasks.registering(Exec::class) {
    group = "build"
    description = "Generates the UI's string table from res/values*/strings.xml"
    val res = file("src/main/res")
    val out = stringTablesDir.get().file("org/draughts/app/ui/i18n/StringTables.kt").asFile
    commandLine("python3", File(rootDir, "tools/gen_strings.py").path, res.path, out.path)
    inputs.files(fileTree(res) { include("values*/strings.xml") })
    inputs.file(File(rootDir, "tools/gen_strings.py"))
    outputs.file(out)
}

tasks.named("preBuild") { dependsOn(cargoNdk, uniffiBindings, stringTables) }
