"""What the Conversation node says, per event, in English and Turkish (seed 002's wording).

Kept as data so the answers read the same from the UI, CLI and API, and a translator can change
them without touching graph code.
"""

from __future__ import annotations

import re

__all__ = ["MESSAGES", "say", "detect_language"]

MESSAGES: dict[str, dict[str, str]] = {
    "QUERY_EXECUTED": {
        "en": "Your table is ready: {rows}. {explanation}You can turn it into a chart with Chart this.",
        "tr": "Tablon hazır: {rows}. {explanation}İstersen Chart this ile grafiğe dönüştürebiliriz.",
    },
    "FEEDBACK_EXECUTED": {
        "en": "I revised the query taking your feedback into account; the new table is ready: {rows}. {explanation}",
        "tr": "Geri bildiriminizi dikkate alarak sorguyu revize ettim, yeni tablo hazır: {rows}. {explanation}",
    },
    "ROWS": {"en": "{n} rows", "tr": "{n} satır"},
    "ONE_ROW": {"en": "1 row", "tr": "1 satır"},
    "ROWS_TRUNCATED": {"en": "the first {n} rows (there are more)", "tr": "ilk {n} satır (daha fazlası var)"},
    "CHART_READY": {
        "en": "I drew the chart.", "tr": "Grafiği oluşturdum.",
    },
    "INSIGHTS": {"en": " Some insights: {insights}", "tr": " Bazı içgörüler: {insights}"},
    "INSIGHTS_PARTIAL": {
        "en": " (Some insights could not be computed.)", "tr": " (Bazı içgörüler hesaplanamadı.)",
    },
    "USER_ERROR_NO_TABLE": {
        "en": "There is no table I can chart yet. Ask a question first to build a table, then say "
              "\"chart this\".",
        "tr": "Şu anda grafik çizebileceğim bir tablo yok. Önce bir soru sorup tablo oluşturalım, sonra "
              "\"bu tabloyu grafiğe dök\" diyebilirsin.",
    },
    "SQL_RETRY_LIMIT_REACHED": {
        "en": "Sorry, I tried three times to write a query for this, but the database returned a technical "
              "error each time. Try splitting the question into simpler parts, or contact your IT team.",
        "tr": "Üzgünüz, bu isteğiniz için arka planda 3 kez sorgu üretmeyi denedik ancak her seferinde "
              "veritabanı teknik hata döndürdü. Sorguyu daha basit parçalara ayırarak tekrar deneyebilir veya "
              "IT ekibinizle görüşebilirsiniz.",
    },
    "SQL_REJECTED": {
        "en": "I can't run that query: {reason}",
        "tr": "Bu sorguya izin verilmiyor: {reason}",
    },
    "CHART_ERROR": {
        "en": "I couldn't draw a meaningful chart of that type from this table: {reason} Try a query that "
              "computes a measure such as a total or an average, then chart it.",
        "tr": "Bu tablo için istenen tipte anlamlı bir grafik oluşturulamadı: {reason} İstersen önce toplam "
              "veya ortalama gibi bir metrik üreten bir sorgu çalıştırıp onu grafiğe dönüştürebiliriz.",
    },
    "HELP": {
        "en": "Ask me a question about your data in plain English or Turkish and I will answer it with a "
              "table; then use Chart this to draw it with a few insights. If a result looks wrong, tell me "
              "why and I will revise the query. For example: {examples}",
        "tr": "Verinizle ilgili bir soruyu Türkçe veya İngilizce sorun, cevabı tablo olarak vereyim; sonra "
              "Chart this ile grafiğe dökebilirsiniz. Sonuç yanlış görünürse nedenini yazın, sorguyu revize "
              "edeyim. Örneğin: {examples}",
    },
    "OTHER": {
        "en": "I answer questions about your company's data. Try for example: {examples}",
        "tr": "Şirketinizin verisiyle ilgili soruları cevaplıyorum. Örneğin şunları deneyin: {examples}",
    },
    "NOT_UNDERSTOOD": {
        "en": "I'm not sure how to answer that. {detail}",
        "tr": "Bunu nasıl cevaplayacağımdan emin değilim. {detail}",
    },
    "FAILED": {
        "en": "Something went wrong while answering: {reason}",
        "tr": "Cevap hazırlanırken bir sorun oluştu: {reason}",
    },
}

_TURKISH_CHARS = re.compile(r"[çğıöşüÇĞİÖŞÜ]")
_TURKISH_WORDS = {
    "ve", "ile", "göre", "toplam", "kaç", "ne", "nedir", "hangi", "en", "son", "ay", "yıl", "yil", "geçen",
    "bu", "aylık", "satış", "ciro", "ihracat", "müşteri", "sipariş", "ülke", "bana", "göster", "grafik",
    "çiz", "yanlış", "olmalı", "sadece", "peki", "şimdi", "yardım", "kadar", "sayısı", "tablo", "yap",
}


def detect_language(text: str) -> str:
    """Guess English or Turkish from letters and common words; English when unsure."""
    if _TURKISH_CHARS.search(text or ""):
        return "tr"
    words = set(re.findall(r"\w+", (text or "").lower()))
    return "tr" if len(words & _TURKISH_WORDS) >= 2 else "en"


def say(key: str, language: str, **values: object) -> str:
    """The message for a key in the language, English when a translation is missing."""
    table = MESSAGES[key]
    return table.get(language, table["en"]).format(**values)
