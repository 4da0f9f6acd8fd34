<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="walls" tilewidth="32" tileheight="32" tilecount="2" columns="2">
 <image source="walls.png" width="64" height="32"/>
 <tile id="1" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="blocked"/>
   <property name="sight" propertytype="sight" value="blocked"/>
  </properties>
 </tile>
</tileset>
