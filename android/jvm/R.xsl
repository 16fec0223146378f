<?xml version="1.0" encoding="UTF-8"?>
<!-- The R class of the app's string resources, as aapt2 would name it
     (ids are numbered in file order; only the names matter off-device). -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="text"/>
  <xsl:template match="/resources">
    <xsl:text>// Generated from res/values/strings.xml by android/jvm/R.xsl.&#10;</xsl:text>
    <xsl:text>package org.draughts.app;&#10;&#10;public final class R {&#10;    public static final class string {&#10;</xsl:text>
    <xsl:for-each select="string">
      <xsl:text>        public static final int </xsl:text>
      <xsl:value-of select="@name"/>
      <xsl:text> = </xsl:text>
      <xsl:value-of select="2131689472 + position() - 1"/>
      <xsl:text>;&#10;</xsl:text>
    </xsl:for-each>
    <xsl:text>    }&#10;</xsl:text>
    <!-- The sounds in res/raw (files, not strings: listed by hand, as tools/sounds names them). -->
    <xsl:text>    public static final class raw {&#10;</xsl:text>
    <xsl:text>        public static final int capture = 2131755008;&#10;</xsl:text>
    <xsl:text>        public static final int crown = 2131755009;&#10;</xsl:text>
    <xsl:text>        public static final int game_end = 2131755010;&#10;</xsl:text>
    <xsl:text>        public static final int move = 2131755011;&#10;</xsl:text>
    <xsl:text>    }&#10;}&#10;</xsl:text>
  </xsl:template>
</xsl:stylesheet>
