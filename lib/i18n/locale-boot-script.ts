/**
 * Inline <head> script: before first paint, set <html lang> to the stored or detected locale and,
 * when it is not English (the prerendered language), hide the page until its messages load
 * (at most 3 s), so nobody sees an English flash.
 */
export const localeBootScript = `(function(){try{var d=document.documentElement,s=null;try{s=JSON.parse(localStorage.getItem('locale')||'null')}catch(e){}var l=(navigator.languages&&navigator.languages[0]||navigator.language||'').toLowerCase();var g=(l==='zh'||l.indexOf('zh-')===0)?'zh-Hant':(l==='vi'||l.indexOf('vi-')===0)?'vi':'en';var c=(s==='en'||s==='zh-Hant'||s==='vi')?s:g;d.lang=c;if(c!=='en'){d.classList.add('i18n-pending');setTimeout(function(){d.classList.remove('i18n-pending')},3000)}}catch(e){}})();`;
