// Loads the browser's formatting data while the scripts download (decision 013).
new Intl.NumberFormat().format(0);
new Intl.PluralRules().select(0);
new Intl.DateTimeFormat().format(0);
