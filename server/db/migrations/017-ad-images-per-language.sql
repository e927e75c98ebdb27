-- A banner whose image carries words has one image per language (docs/style-guide.md, "Images with
-- words"). NULL: the language shows the ad's own image (ads.image_url).
ALTER TABLE ad_texts ADD COLUMN image_url text;
