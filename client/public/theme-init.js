// Sets the theme class before the app loads so a dark-theme visitor never sees a white flash.
(function () {
  try {
    var saved = localStorage.getItem('theme');
    var theme = saved === 'dark' || saved === 'light' || saved === 'system' ? saved : 'light';
    var dark =
      theme === 'dark' ||
      (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.add(dark ? 'dark' : 'light');
  } catch {
    document.documentElement.classList.add('light');
  }
})();
